-- Why: every balance must follow the balance start date (issue 13 point 4, spec point 3
-- 'Pre-start transaction handling', IGNORE), so the daily balances and the running-balance view
-- agree with the header, the grid and the daily page.
-- get_daily_balances: a row dated before private.balance_start_date moves no day's balance and
-- is not among the ids of the rows that moved it. Otherwise as migration 20261123130000.
-- transactions_with_running_balance: only rows dated from their owner's balance start date move
-- the running balance; an earlier row shows 0. The start date is read per owner through the
-- settings document joined by user id (private.balance_start_of), under the caller's row-level
-- security (security_invoker), which shows the caller only their own rows and document. Dropped
-- and created rather than replaced, as in migration 20261123110400: t.* now expands to columns
-- added since, ahead of running_balance.

create or replace function public.get_daily_balances(
  start_date date,
  end_date date,
  opening_balance numeric default null
)
returns table (date date, balance numeric, transaction_ids uuid[])
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  start_day date := private.balance_start_date((select auth.uid()));
begin
  if get_daily_balances.start_date is null or get_daily_balances.end_date is null
     or get_daily_balances.end_date < get_daily_balances.start_date
     or get_daily_balances.end_date - get_daily_balances.start_date > 3660 then
    raise exception 'invalid date range: end_date must be on or after start_date, at most 3660 days later'
      using errcode = 'invalid_parameter_value';
  end if;

  return query
  with opening as (
    select coalesce(get_daily_balances.opening_balance, private.accounts_opening_balance()) as value
  ),
  counted as (
    select t.id, t.date, t.created_at,
      private.counted_amount(t.execution_status, t.amount, t.actual_amount) as value,
      private.signed_counted_amount(t.type, t.execution_status, t.amount, t.actual_amount) as delta
    from public.transactions t
    where t.user_id = (select auth.uid())
      and t.date between get_daily_balances.start_date and get_daily_balances.end_date
      -- Rows before the balance start date move no balance.
      and t.date >= start_day
  ),
  per_day as (
    -- transaction_ids: the rows that moved the day's balance.
    select c.date as day, sum(c.delta) as delta, array_agg(c.id order by c.created_at, c.id) as ids
    from counted c
    where c.value > 0
    group by c.date
  ),
  days as (
    select d::date as day
    from generate_series(get_daily_balances.start_date::timestamp, get_daily_balances.end_date::timestamp, interval '1 day') as d
  )
  select
    days.day,
    (select o.value from opening o) + sum(coalesce(p.delta, 0)) over (order by days.day),
    coalesce(p.ids, '{}'::uuid[])
  from days
  left join per_day p on p.day = days.day
  order by days.day;
end;
$$;

comment on function public.get_daily_balances(date, date, numeric) is
  'One row per day of [start_date, end_date]: opening balance (default private.accounts_opening_balance()) plus the counted transactions (private.counted_amount) dated from start_date and from the balance start date (private.balance_start_date) to that day, and the ids of that day''s counted transactions.';

drop view public.transactions_with_running_balance;

create view public.transactions_with_running_balance
with (security_invoker = true)
as
select
  t.*,
  sum(case when t.date >= private.balance_start_of(s.settings)
        then private.signed_counted_amount(t.type, t.execution_status, t.amount, t.actual_amount) else 0 end)
    over (partition by t.user_id order by t.date, t.id rows between unbounded preceding and current row) as running_balance
from public.transactions t
left join public.user_settings s on s.user_id = t.user_id;

comment on view public.transactions_with_running_balance is
  'Transactions with the balance after each one (oldest first, ties by id; private.counted_amount counts, from the owner''s balance start date); read it with the same filters and paging as transactions.';
