-- Why: the header widget and the daily page need sums over every transaction of the user;
-- ARCHITECTURE.md keeps aggregates in SQL so no client downloads rows to add them up.
-- get_available_balance reads the totals of private.transaction_totals (previous migration).
-- Counting rule (spec point 4 'Balance computation'): only status COMPLETED, MODIFIED or null;
-- MODIFIED with actual_amount uses actual_amount, otherwise amount; amounts <= 0 are skipped.

create function public.get_available_balance()
returns table (
  total_income numeric,
  total_expenses numeric,
  total_savings numeric,
  available_balance numeric
)
language sql
stable
security invoker
as $$
  -- Reads the per-type totals the triggers of private.transaction_totals keep (same rule as
  -- private.counted_amount), so the cost does not grow with the number of transactions.
  with totals as (
    select
      coalesce(sum(t.total) filter (where t.type = 'INCOME'), 0) as income,
      coalesce(sum(t.total) filter (where t.type = 'EXPENSE'), 0) as expenses,
      coalesce(sum(t.total) filter (where t.type = 'SAVING'), 0) as savings
    from private.transaction_totals t
    where t.user_id = (select auth.uid())
  )
  select t.income, t.expenses, t.savings, t.income - (t.expenses + t.savings)
  from totals t;
$$;

comment on function public.get_available_balance() is
  'Total Venituri, Total Cheltuieli, Total Economii and Bani Disponibili (income - (expenses + savings)) of the caller.';

create function public.get_daily_balances(
  start_date date,
  end_date date,
  opening_balance numeric default null
)
returns table (date date, balance numeric, transaction_ids uuid[])
language plpgsql
stable
security invoker
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
    select
      t.id,
      t.date,
      t.created_at,
      t.type,
      case
        when t.execution_status = 'MODIFIED' and t.actual_amount is not null then t.actual_amount
        else t.amount
      end as value
    from public.transactions t
    where t.user_id = (select auth.uid())
      and t.date between get_daily_balances.start_date and get_daily_balances.end_date
      and (t.execution_status is null or t.execution_status in ('COMPLETED', 'MODIFIED'))
  ),
  per_day as (
    select
      c.date as day,
      sum(case when c.type = 'INCOME' then c.value else -c.value end) as delta,
      array_agg(c.id order by c.created_at, c.id) as ids
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
  'One row per day of [start_date, end_date]: opening balance plus counted transactions up to that day, and that day''s transaction ids.';

revoke execute on function public.get_available_balance() from public, anon;
revoke execute on function public.get_daily_balances(date, date, numeric) from public, anon;
grant execute on function public.get_available_balance() to authenticated, service_role;
grant execute on function public.get_daily_balances(date, date, numeric) to authenticated, service_role;
