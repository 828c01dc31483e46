-- Why: the header's available balance (spec point 2, 'Sold Disponibil Real') must follow the
-- balance start date (issue 13 point 4): transactions dated before it are ignored (spec point 3
-- 'Pre-start transaction handling', IGNORE). Totals and balance now sum the per-day type totals
-- of the days from private.balance_start_date (the caller's setting; every day without one) up
-- to as_of. Same signature, arguments, errors and result as migration 20261123110100.

create or replace function public.get_available_balance(as_of date default null)
returns table (
  total_income numeric,
  total_expenses numeric,
  total_savings numeric,
  available_balance numeric
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  on_day date := coalesce(get_available_balance.as_of, (pg_catalog.now() at time zone 'Europe/Bucharest')::date);
  start_day date := private.balance_start_date(uid);
begin
  if not pg_catalog.isfinite(on_day) then
    raise exception 'invalid as_of: a calendar day is required' using errcode = 'invalid_parameter_value';
  end if;
  return query
  with totals as (
    select
      coalesce(sum(d.income), 0) as income,
      coalesce(sum(d.expenses), 0) as expenses,
      coalesce(sum(d.savings), 0) as savings
    from private.transaction_daily_totals d
    where d.user_id = uid and d.date >= start_day and d.date <= on_day
  )
  select t.income, t.expenses, t.savings, t.income - (t.expenses + t.savings)
  from totals t;
end;
$$;

comment on function public.get_available_balance(date) is
  'Total Venituri, Total Cheltuieli, Total Economii and Bani Disponibili (income - (expenses + savings)) of the caller on day as_of (default: today in Europe/Bucharest): counted transactions (private.counted_amount) dated from the balance start date (private.balance_start_date) to as_of.';
