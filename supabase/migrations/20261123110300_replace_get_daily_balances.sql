-- Why: get_daily_balances wrote the counting rule out inline, a second copy of
-- private.counted_amount that could drift from the header's figure (issue 9 point 8). It now
-- calls the one definition: each day's balance is the opening balance plus the counted amounts
-- (private.signed_counted_amount) of the transactions dated from start_date to that day, so a
-- row counts in the balance of its own day and of every later day, as in get_available_balance.
-- Same signature, arguments and errors as before; search_path pinned.

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
    -- Default opening: the sum of the active accounts counted in the total (spec point 4).
    select coalesce(
      get_daily_balances.opening_balance,
      (select coalesce(sum(a.initial_balance), 0)
       from public.user_accounts a
       where a.user_id = (select auth.uid()) and a.is_active and a.included_in_total)
    ) as value
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
  'One row per day of [start_date, end_date]: opening balance plus the counted transactions (private.counted_amount) dated from start_date to that day, and the ids of that day''s counted transactions.';
