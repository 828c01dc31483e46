-- Why: the month grid (issue 11, spec point 2 'Monthly grid') shows a month as categories x days.
-- Its figures are aggregated here, under the caller's row-level security, in one call, instead of
-- downloading the month's rows and summing them in the browser. The figures follow the balance
-- rule, once: private.counted_amount, stored per row as transactions.counted_amount (pending rows
-- are the plan and count, COMPLETED counts, MODIFIED counts its actual amount, SKIPPED counts
-- nothing), so the grid's closing balance of a day is get_daily_balances' balance of that day,
-- and today's is the accounts plus the header's figure. A SKIPPED row still shows in its cell,
-- as a SKIPPED group with its count and a value of 0.
--
-- The month is a 'YYYY-MM' key (spec point 2 'Calendar helper'), read by private.month_start
-- (22023, HTTP 400 on anything else), which copy_previous_month_plan reads too.
--
-- The result is one JSON document:
--   { month, first_day, days_in_month, opening_balance,
--     rows:   [{ category, subcategory, type, cells: [[day, status, count, value], ...] }],
--     days:   [{ day, income, expenses, savings, balance }],
--     totals: { income, expenses, savings, net, closing_balance, count } }
-- rows: one per (category, subcategory, type) holding transactions in the month, in no
-- particular order. Each cell is one (day, status) group as a positional array (half the size
-- and build time of an object per cell): day of the month, status (null = pending), number of
-- rows and value (sum of their counted amounts), cells in no particular order (the grid places
-- them by day). No row ids: they were half the document and a fifth of its time at 3,000 rows; a
-- cell's rows (ids, amounts, descriptions) are read on demand when its editor, popover or delete
-- opens, by (category, subcategory, date) through the (user_id, date) index.
-- days: every day of the month in order, with its counted income, expenses and savings (private.
-- transaction_daily_totals, kept with the same rule) and its closing balance. opening_balance:
-- the balance at the end of the previous day, as get_daily_balances computes it (private.
-- accounts_opening_balance plus every counted transaction before the month). totals: the month's
-- counted income, expenses, savings, net (income - expenses - savings), closing balance and the
-- number of transactions.

create function private.month_start(month text)
returns date
language plpgsql
immutable
security invoker
set search_path = ''
as $$
declare
  month_year integer;
begin
  if month_start.month is null or month_start.month !~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then
    raise exception 'invalid month: % (expected YYYY-MM)', coalesce(left(month_start.month, 40), 'null')
      using errcode = 'invalid_parameter_value';
  end if;
  month_year := substr(month_start.month, 1, 4)::integer;
  -- The months of the days user rows may hold (private.is_app_date: 1900-01-01 to 2199-12-31).
  if month_year not between 1900 and 2199 then
    raise exception 'invalid month: % (years 1900 to 2199)', month_start.month
      using errcode = 'invalid_parameter_value';
  end if;
  return pg_catalog.make_date(month_year, substr(month_start.month, 6, 2)::integer, 1);
end;
$$;

comment on function private.month_start(text) is
  'First day of a ''YYYY-MM'' month key from 1900-01 to 2199-12; anything else raises 22023 (HTTP 400).';

revoke execute on function private.month_start(text) from public, anon;
grant execute on function private.month_start(text) to authenticated, service_role;

create function public.get_month_grid(month text)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_month_grid.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  opening numeric;
begin
  -- The balance at the end of the previous day: the accounts' opening figure plus every counted
  -- transaction before the month, summed from the per-day totals (cost follows days, not rows).
  select private.accounts_opening_balance() + coalesce(sum(d.total), 0) into opening
  from private.transaction_daily_totals d
  where d.user_id = uid and d.date < first_day;

  return (
    with cells as (
      -- Grouped under collation "C": the same groups (equality is bytewise anyway), sorted by
      -- byte instead of by the database's locale, which cost milliseconds at 3,000 rows.
      select t.category collate "C" as category, t.subcategory collate "C" as subcategory, t.type collate "C" as type,
        t.date - first_day + 1 as day, t.execution_status collate "C" as status,
        count(*)::integer as n, sum(t.counted_amount) as value
      from public.transactions t
      where t.user_id = uid and t.date between first_day and last_day
      group by 1, 2, 3, t.date, 5
    ),
    lines as (
      -- No order inside a line: a sort per line cost more than the rest of the line, and the
      -- grid places each cell by its day.
      select c.category, c.subcategory, c.type, json_agg(json_build_array(c.day, c.status, c.n, c.value)) as cells
      from cells c
      group by c.category, c.subcategory, c.type
    ),
    days as (
      select g.day::date as date,
        coalesce(d.income, 0) as income, coalesce(d.expenses, 0) as expenses, coalesce(d.savings, 0) as savings,
        coalesce(d.total, 0) as total, coalesce(d.row_count, 0) as row_count
      from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join private.transaction_daily_totals d
        on d.user_id = uid and d.date = g.day::date and d.date between first_day and last_day
    ),
    balances as (
      select dy.*, opening + sum(dy.total) over (order by dy.date) as balance
      from days dy
    )
    select json_build_object(
      'month', get_month_grid.month,
      'first_day', first_day,
      'days_in_month', extract(day from last_day)::integer,
      'opening_balance', opening,
      'rows', coalesce((
        select json_agg(json_build_object('category', l.category, 'subcategory', l.subcategory, 'type', l.type, 'cells', l.cells))
        from lines l), '[]'::json),
      'days', (
        select json_agg(json_build_object('day', b.date - first_day + 1, 'income', b.income,
          'expenses', b.expenses, 'savings', b.savings, 'balance', b.balance) order by b.date)
        from balances b),
      'totals', (
        select json_build_object('income', sum(b.income), 'expenses', sum(b.expenses), 'savings', sum(b.savings),
          'net', sum(b.total), 'closing_balance', opening + sum(b.total), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$$;

comment on function public.get_month_grid(text) is
  'The caller''s month (''YYYY-MM'') for the grid: per (category, subcategory, type) its cells [day, status, count, value]; per day the counted income, expenses, savings and closing balance; the opening balance and month totals. Counted by private.counted_amount.';

revoke execute on function public.get_month_grid(text) from public, anon;
grant execute on function public.get_month_grid(text) to authenticated, service_role;
