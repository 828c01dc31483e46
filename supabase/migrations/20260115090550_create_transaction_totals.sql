-- Why: the header widget asks for the available balance on every focus (spec point 7), and a
-- user with years of history has 100,000 rows; summing them per request costs tens of
-- milliseconds. These running totals per (user, type) are kept by statement-level triggers in
-- the same transaction as every write, so get_available_balance reads three rows instead.
-- Counting rule (spec point 4 'Balance computation') lives in private.counted_amount, once.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create function private.counted_amount(execution_status text, amount numeric, actual_amount numeric)
returns numeric
language sql
immutable
security invoker
set search_path = ''
as $$
  -- Only COMPLETED, MODIFIED or no status count; MODIFIED with actual_amount uses it; <= 0 skipped.
  select case
    when counted_amount.execution_status is not null
      and counted_amount.execution_status not in ('COMPLETED', 'MODIFIED') then 0
    when counted_amount.execution_status = 'MODIFIED' and counted_amount.actual_amount is not null then
      greatest(counted_amount.actual_amount, 0)
    else greatest(counted_amount.amount, 0)
  end;
$$;

grant execute on function private.counted_amount(text, numeric, numeric) to authenticated, service_role;

-- No foreign key to auth.users: the delete trigger of a cascaded user deletion still writes here.
create table private.transaction_totals (
  user_id uuid not null,
  type text not null,
  total numeric not null default 0,
  primary key (user_id, type)
);

comment on table private.transaction_totals is 'Sum of counted amounts per user and transaction type, kept by triggers on public.transactions.';

alter table private.transaction_totals enable row level security;

create policy "transaction_totals: users read their own totals"
  on private.transaction_totals for select to authenticated
  using ((select auth.uid()) = user_id);
-- No write policy: only the trigger function (security definer) writes.

grant select on private.transaction_totals to authenticated, service_role;

create function private.sync_transaction_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Definer: the caller may read its totals but not write them; only this trigger does.
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.transaction_totals as tt (user_id, type, total)
    select o.user_id, o.type, -sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount))
    from old_rows o
    group by o.user_id, o.type
    on conflict (user_id, type) do update set total = tt.total + excluded.total;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.transaction_totals as tt (user_id, type, total)
    select n.user_id, n.type, sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount))
    from new_rows n
    group by n.user_id, n.type
    on conflict (user_id, type) do update set total = tt.total + excluded.total;
  end if;
  return null;
end;
$$;

create trigger transactions_totals_after_insert
  after insert on public.transactions
  referencing new table as new_rows
  for each statement execute function private.sync_transaction_totals();

create trigger transactions_totals_after_update
  after update on public.transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.sync_transaction_totals();

create trigger transactions_totals_after_delete
  after delete on public.transactions
  referencing old table as old_rows
  for each statement execute function private.sync_transaction_totals();

-- Rows that exist before this migration (a hosted project with data) start counted.
insert into private.transaction_totals (user_id, type, total)
select t.user_id, t.type, sum(private.counted_amount(t.execution_status, t.amount, t.actual_amount))
from public.transactions t
group by t.user_id, t.type;
