-- Why: the transactions table shows the running balance of every row (spec point 3 'Table
-- columns'). Computing it with a window over all of a user's rows costs O(n) per page, and a
-- user with years of history has 100,000 rows. These per-(user, day) signed totals and row
-- counts are kept by statement-level triggers in the same transaction as every write, so the
-- balance before any day is a sum over at most a few thousand days, and the unfiltered count
-- of the list is a sum too. Counting rule (spec point 4) is private.counted_amount, reused.

create table private.transaction_daily_totals (
  user_id uuid not null,
  date date not null,
  -- Signed: income adds, expenses and savings subtract (same sign as the available balance).
  total numeric not null default 0,
  row_count bigint not null default 0,
  primary key (user_id, date)
);

comment on table private.transaction_daily_totals is
  'Signed counted amount and number of transactions per user and day, kept by triggers on public.transactions.';

alter table private.transaction_daily_totals enable row level security;

create policy "transaction_daily_totals: users read their own daily totals"
  on private.transaction_daily_totals for select to authenticated
  using ((select auth.uid()) = user_id);
-- No write policy: only the trigger function (security definer) writes.

grant select on private.transaction_daily_totals to authenticated, service_role;

create function private.signed_counted_amount(type text, execution_status text, amount numeric, actual_amount numeric)
returns numeric
language sql
immutable
security invoker
set search_path = ''
as $$
  select case when signed_counted_amount.type = 'INCOME' then 1 else -1 end
    * private.counted_amount(signed_counted_amount.execution_status, signed_counted_amount.amount, signed_counted_amount.actual_amount);
$$;

grant execute on function private.signed_counted_amount(text, text, numeric, numeric) to authenticated, service_role;

create function private.sync_transaction_daily_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Definer: the caller may read its daily totals but not write them; only this trigger does.
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count)
    select o.user_id, o.date,
      -sum(private.signed_counted_amount(o.type, o.execution_status, o.amount, o.actual_amount)),
      -count(*)
    from old_rows o
    group by o.user_id, o.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count)
    select n.user_id, n.date,
      sum(private.signed_counted_amount(n.type, n.execution_status, n.amount, n.actual_amount)),
      count(*)
    from new_rows n
    group by n.user_id, n.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count;
  end if;
  -- Days left without transactions go away, so the table stays as small as the calendar used.
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.transaction_daily_totals d
    using (select distinct o.user_id, o.date from old_rows o) gone
    where d.user_id = gone.user_id and d.date = gone.date and d.row_count = 0;
  end if;
  return null;
end;
$$;

create trigger transactions_daily_totals_after_insert
  after insert on public.transactions
  referencing new table as new_rows
  for each statement execute function private.sync_transaction_daily_totals();

create trigger transactions_daily_totals_after_update
  after update on public.transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sync_transaction_daily_totals();

create trigger transactions_daily_totals_after_delete
  after delete on public.transactions
  referencing old table as old_rows
  for each statement execute function private.sync_transaction_daily_totals();

-- Rows that exist before this migration (a hosted project with data) start counted.
insert into private.transaction_daily_totals (user_id, date, total, row_count)
select t.user_id, t.date,
  sum(private.signed_counted_amount(t.type, t.execution_status, t.amount, t.actual_amount)),
  count(*)
from public.transactions t
group by t.user_id, t.date;
