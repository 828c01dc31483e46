-- Why: each account's own balance (issue 22 point 3) and the one available balance (point 2)
-- must cost what the calendar costs, not what the ledger costs: the money a row moves is kept per
-- (user, account, day), next to private.transaction_daily_totals, by a statement-level trigger
-- on the same transition tables. An account's balance is its initial balance plus the flows of
-- its days from its balance start; the available balance is that sum over the accounts counted
-- in the total. Which accounts count (active, included_in_total) and from which day is read when
-- the balance is read, so changing an account or the balance start date rebuilds nothing.
--
-- What a row moves is private.account_flow, the one definition: the row's counted amount
-- (private.counted_amount: COMPLETED, MODIFIED at actual_amount, no-status rows) leaves its
-- account for an EXPENSE, a SAVING and a TRANSFER and reaches it for an INCOME; a TRANSFER's or
-- a SAVING's to_account_id receives it. A transfer is neither income nor expense: its signed
-- amount in the per-day totals (the grid's net) is 0.

create or replace function private.signed_counted_amount(type text, execution_status text, amount numeric, actual_amount numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  -- The row's income-minus-spending: income +, expense and saving -, a transfer 0.
  select case signed_counted_amount.type when 'INCOME' then 1 when 'TRANSFER' then 0 else -1 end
    * private.counted_amount(signed_counted_amount.execution_status, signed_counted_amount.amount, signed_counted_amount.actual_amount);
$$;

create function private.account_flow(type text, counted numeric, to_side boolean)
returns numeric
language sql
immutable
set search_path = ''
as $$
  -- to_side: the to_account_id end of a TRANSFER or SAVING, which receives the amount.
  select case
    when account_flow.to_side then account_flow.counted
    when account_flow.type = 'INCOME' then account_flow.counted
    else -account_flow.counted
  end;
$$;

comment on function private.account_flow(text, numeric, boolean) is
  'What a row moves in one of its accounts: + its counted amount for an INCOME and at a transfer''s or saving''s to_account_id, - for an EXPENSE, SAVING or TRANSFER at account_id.';

revoke execute on function private.account_flow(text, numeric, boolean) from public, anon;
grant execute on function private.account_flow(text, numeric, boolean) to authenticated, service_role;

create table private.account_daily_totals (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- null: rows of a user with no account at all, counted in the available balance.
  account_id uuid,
  date date not null,
  flow numeric not null default 0,
  row_count integer not null default 0,
  -- flow included: a balance sums an account's days from its start by an index-only range scan.
  constraint account_daily_totals_key unique nulls not distinct (user_id, account_id, date) include (flow)
);

comment on table private.account_daily_totals is
  'Money moved per user, account and day (private.account_flow of every row), kept by a trigger on public.transactions.';

alter table private.account_daily_totals enable row level security;

create policy "account_daily_totals: users read their own days"
  on private.account_daily_totals for select to authenticated
  using ((select auth.uid()) = user_id);

grant select on private.account_daily_totals to authenticated;
grant all on private.account_daily_totals to service_role;

create table private.account_monthly_totals (
  user_id uuid not null references auth.users (id) on delete cascade,
  account_id uuid,
  -- The month's first day.
  month date not null,
  flow numeric not null default 0,
  row_count integer not null default 0,
  constraint account_monthly_totals_key unique nulls not distinct (user_id, account_id, month) include (flow)
);

comment on table private.account_monthly_totals is
  'private.account_daily_totals summed per month, kept by the same trigger: a balance over years reads whole months and the days of the months at its two ends (private.account_flow_between).';

alter table private.account_monthly_totals enable row level security;

create policy "account_monthly_totals: users read their own months"
  on private.account_monthly_totals for select to authenticated
  using ((select auth.uid()) = user_id);

grant select on private.account_monthly_totals to authenticated;
grant all on private.account_monthly_totals to service_role;

create function private.sync_account_daily_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Definer: the caller may read its days and months but not write them; only this trigger does.
  -- Each branch adds what the statement's rows move per (user, account, day) to the days, and the
  -- same changes summed per month to the months.
  if tg_op in ('UPDATE', 'DELETE') then
    with f as (
      select f.user_id, f.account_id, f.date, -sum(f.flow) as flow, -count(*) as row_count
      from (
        select o.user_id, o.account_id, o.date, private.account_flow(o.type, o.counted_amount, false) as flow from old_rows o
        union all
        select o.user_id, o.to_account_id, o.date, private.account_flow(o.type, o.counted_amount, true) from old_rows o
        where o.to_account_id is not null
      ) f
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    with f as (
      select f.user_id, f.account_id, f.date, sum(f.flow) as flow, count(*) as row_count
      from (
        select n.user_id, n.account_id, n.date, private.account_flow(n.type, n.counted_amount, false) as flow from new_rows n
        union all
        select n.user_id, n.to_account_id, n.date, private.account_flow(n.type, n.counted_amount, true) from new_rows n
        where n.to_account_id is not null
      ) f
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.account_daily_totals d
    where d.row_count = 0
      and d.user_id in (select distinct o.user_id from old_rows o)
      and d.date in (select distinct o.date from old_rows o);
    delete from private.account_monthly_totals m
    where m.row_count = 0
      and m.user_id in (select distinct o.user_id from old_rows o)
      and m.month in (select distinct date_trunc('month', o.date::timestamp)::date from old_rows o);
  end if;
  return null;
end;
$$;

create trigger transactions_account_totals_after_insert
  after insert on public.transactions
  referencing new table as new_rows
  for each statement execute function private.sync_account_daily_totals();

create trigger transactions_account_totals_after_update
  after update on public.transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sync_account_daily_totals();

create trigger transactions_account_totals_after_delete
  after delete on public.transactions
  referencing old table as old_rows
  for each statement execute function private.sync_account_daily_totals();

-- The days that exist before this migration (a hosted project with data).
insert into private.account_daily_totals (user_id, account_id, date, flow, row_count)
select f.user_id, f.account_id, f.date, sum(f.flow), count(*)
from (
  select t.user_id, t.account_id, t.date, private.account_flow(t.type, t.counted_amount, false) as flow from public.transactions t
  union all
  select t.user_id, t.to_account_id, t.date, private.account_flow(t.type, t.counted_amount, true) from public.transactions t
  where t.to_account_id is not null
) f
group by f.user_id, f.account_id, f.date;

insert into private.account_monthly_totals (user_id, account_id, month, flow, row_count)
select d.user_id, d.account_id, date_trunc('month', d.date::timestamp)::date, sum(d.flow), sum(d.row_count)
from private.account_daily_totals d
group by d.user_id, d.account_id, date_trunc('month', d.date::timestamp)::date;
