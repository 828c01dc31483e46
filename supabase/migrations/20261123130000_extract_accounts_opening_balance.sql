-- Why: the month grid (issue 11) opens each month with the balance at the end of the previous
-- day, by the rule get_daily_balances follows: the accounts' opening figure (the sum of the
-- caller's active accounts counted in the total, spec point 4) plus every counted transaction
-- before that day. get_daily_balances wrote the accounts' figure inline; it now lives once, in
-- private.accounts_opening_balance, which get_daily_balances and get_month_grid both call.
-- get_daily_balances keeps its signature, arguments, errors and results.

create function private.accounts_opening_balance()
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  -- Row-level security of user_accounts applies as well: only the caller's accounts are read.
  select coalesce(sum(a.initial_balance), 0)
  from public.user_accounts a
  where a.user_id = (select auth.uid()) and a.is_active and a.included_in_total;
$$;

comment on function private.accounts_opening_balance() is
  'The caller''s opening balance before any transaction: the initial balances of the active accounts counted in the total (spec point 4).';

revoke execute on function private.accounts_opening_balance() from public, anon;
grant execute on function private.accounts_opening_balance() to authenticated, service_role;

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
  'One row per day of [start_date, end_date]: opening balance (default private.accounts_opening_balance()) plus the counted transactions (private.counted_amount) dated from start_date to that day, and the ids of that day''s counted transactions.';
