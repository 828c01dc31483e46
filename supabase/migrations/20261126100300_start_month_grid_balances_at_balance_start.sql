-- Why: the grid's "Sold" line and its negative-day warnings must follow the balance start date
-- (issue 13 point 4, spec point 3 'Pre-start transaction handling', IGNORE): the month opens with
-- the accounts' opening figure plus the counted transactions from the balance start date
-- (private.balance_start_date) to the month's eve, and a day before the start date moves no
-- balance. Those days' rows still show in their cells and in the day's income, expenses and
-- savings lines, and in the month's income, expenses, savings, net and count: what happened on
-- the day. The document gains balance_start (the start date, null without one), with which the
-- grid's optimistic patch (shared-domain planning/month-grid-patch.ts) moves balances only for a
-- change on or after it. Otherwise as migration 20261123130200: same argument, errors and keys.

create or replace function public.get_month_grid(month text)
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
  start_day date := private.balance_start_date(uid);
  opening numeric;
begin
  -- The balance at the end of the previous day: the accounts' opening figure plus every counted
  -- transaction from the balance start date to the month's eve, summed from the per-day totals
  -- (cost follows days, not rows).
  select private.accounts_opening_balance() + coalesce(sum(d.total), 0) into opening
  from private.transaction_daily_totals d
  where d.user_id = uid and d.date >= start_day and d.date < first_day;

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
        coalesce(d.total, 0) as total, coalesce(d.row_count, 0) as row_count,
        -- What the day moves the balance by: nothing before the balance start date.
        case when g.day::date >= start_day then coalesce(d.total, 0) else 0 end as moved
      from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join private.transaction_daily_totals d
        on d.user_id = uid and d.date = g.day::date and d.date between first_day and last_day
    ),
    balances as (
      select dy.*, opening + sum(dy.moved) over (order by dy.date) as balance
      from days dy
    )
    select json_build_object(
      'month', get_month_grid.month,
      'first_day', first_day,
      'days_in_month', extract(day from last_day)::integer,
      'opening_balance', opening,
      'balance_start', case when pg_catalog.isfinite(start_day) then start_day end,
      'rows', coalesce((
        select json_agg(json_build_object('category', l.category, 'subcategory', l.subcategory, 'type', l.type, 'cells', l.cells))
        from lines l), '[]'::json),
      'days', (
        select json_agg(json_build_object('day', b.date - first_day + 1, 'income', b.income,
          'expenses', b.expenses, 'savings', b.savings, 'balance', b.balance) order by b.date)
        from balances b),
      'totals', (
        select json_build_object('income', sum(b.income), 'expenses', sum(b.expenses), 'savings', sum(b.savings),
          'net', sum(b.total), 'closing_balance', opening + sum(b.moved), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$$;

comment on function public.get_month_grid(text) is
  'The caller''s month (''YYYY-MM'') for the grid: per (category, subcategory, type) its cells [day, status, count, value]; per day the counted income, expenses, savings and closing balance; the opening balance, the balance start date (null: none) and month totals. Counted by private.counted_amount; only rows dated from the balance start date move a balance.';
