-- Why: get_available_balance counted pending rows of every date, so next month's generated rent
-- lowered today's 'Bani Disponibili' (issue 9 point 8). The rule, once: a transaction counts in
-- the balance of its own day and of every later day, with private.counted_amount (status
-- COMPLETED, MODIFIED or none; MODIFIED with actual_amount counts that; amounts <= 0 nothing).
-- The header shows the balance of the user's today: the client passes its local date as as_of;
-- without one the server takes today's date in Europe/Bucharest (the app is Romanian).
-- It sums the per-day type totals of days on or before as_of (previous migration), so the cost
-- follows the number of days with transactions, not of transactions.

drop function public.get_available_balance();

create function public.get_available_balance(as_of date default null)
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
  on_day date := coalesce(get_available_balance.as_of, (pg_catalog.now() at time zone 'Europe/Bucharest')::date);
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
    where d.user_id = (select auth.uid()) and d.date <= on_day
  )
  select t.income, t.expenses, t.savings, t.income - (t.expenses + t.savings)
  from totals t;
end;
$$;

comment on function public.get_available_balance(date) is
  'Total Venituri, Total Cheltuieli, Total Economii and Bani Disponibili (income - (expenses + savings)) of the caller on day as_of (default: today in Europe/Bucharest): counted transactions (private.counted_amount) dated on or before it.';

comment on function private.counted_amount(text, numeric, numeric) is
  'The one definition of what a transaction counts in the balance: status COMPLETED, MODIFIED or null; MODIFIED with actual_amount counts that, otherwise amount; <= 0 counts nothing. A row counts in the balance of its own day and every later day.';

revoke execute on function public.get_available_balance(date) from public, anon;
grant execute on function public.get_available_balance(date) to authenticated, service_role;
