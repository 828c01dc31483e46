-- The monthly planning grid (spec point 5 'Grid'): a month's cells, totals and Sold row
-- (get_month_grid), and copying the previous month's plan.

CREATE FUNCTION public.copy_previous_month_plan(month text) RETURNS TABLE(batch_id uuid, copied integer)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(copy_previous_month_plan.month);
  source_first_day date := (first_day - interval '1 month')::date;
  days_in_month integer := extract(day from first_day + interval '1 month' - interval '1 day')::integer;
  batch uuid := pg_catalog.gen_random_uuid();
  n integer;
begin
  insert into public.transactions as t (
    user_id, account_id, to_account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, copied_from_id, copy_batch_id, to_amount
  )
  select uid, s.account_id, s.to_account_id, s.type, s.amount, s.planned_amount,
    first_day + (least(extract(day from s.date)::integer, days_in_month) - 1),
    s.category, s.subcategory, s.description, s.currency, s.id, batch, s.to_amount
  from public.transactions s
  where s.user_id = uid
    and s.date >= source_first_day and s.date < first_day
    and s.execution_status is null
    and s.recurring_rule_id is null and not s.recurring
    -- Sources with a copy are left out before any row is built (a second click reads, writes
    -- nothing); the conflict clause still settles two calls racing each other.
    and not exists (select 1 from public.transactions c where c.user_id = uid and c.copied_from_id = s.id)
  order by s.date, s.created_at, s.id
  on conflict (user_id, copied_from_id) where copied_from_id is not null do nothing;
  get diagnostics n = row_count;

  return query select batch, n;
end;
$$;

COMMENT ON FUNCTION public.copy_previous_month_plan(month text) IS 'Copies the caller''s pending, non-recurring rows of the month before ''YYYY-MM'' into it (same day, clamped), each source at most once; returns the batch id (the undo deletes its rows) and the number copied.';

REVOKE ALL ON FUNCTION public.copy_previous_month_plan(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.copy_previous_month_plan(month text) TO authenticated;
GRANT ALL ON FUNCTION public.copy_previous_month_plan(month text) TO service_role;
REVOKE ALL ON FUNCTION public.copy_previous_month_plan(month text) FROM anon;

CREATE FUNCTION public.get_month_grid(month text) RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_month_grid.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  start_day date := private.balance_start_date(uid);
  target text := private.owner_currency(uid);
begin

  return (
    with counted as materialized (
      -- key: the account, or a zero id for the rows without one, so the joins below are
      -- equalities (hashable, each function read once).
      select c.account_id, coalesce(c.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key,
        c.start_day, c.initial_balance, c.currency
      from private.counted_accounts() c
    ),
    factors as materialized (
      -- What one unit of each other currency of the counted accounts is worth in the default
      -- currency, per day, the day before the month included (the default currency's own factor
      -- is 1: no call, no row).
      select x.currency, g.day::date as date, private.conversion_factor(x.currency, target, g.day::date) as k
      from (select distinct c.currency from counted c where c.currency <> target) x
      cross join pg_catalog.generate_series((first_day - 1)::timestamp, last_day::timestamp, interval '1 day') as g(day)
    ),
    cells as (
      -- The month's cells as private.refresh_daily_totals keeps them (in the default currency).
      select c.category, c.subcategory, c.type, c.date - first_day + 1 as day, c.execution_status as status, c.row_count as n, c.value
      from private.transaction_cell_totals c
      where c.user_id = uid and c.date between first_day and last_day
    ),
    account_opening as materialized (
      -- Each counted account's own balance at the end of the day before the month.
      select c.key, c.currency, c.initial_balance + coalesce(f.flow, 0) as amount
      from counted c
      left join private.account_flows_between(uid,
          (select array_agg(c2.account_id) from counted c2),
          (select array_agg(c2.start_day) from counted c2), first_day - 1) f
        on coalesce(f.account_id, '00000000-0000-0000-0000-000000000000'::uuid) = c.key
    ),
    month_flows as materialized (
      select coalesce(m.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key, m.date, m.flow
      from private.available_flows(first_day, last_day) m
    ),
    account_days as (
      -- Each counted account's own balance at the end of each day of the month and of the day
      -- before it (the month's opening).
      select a.currency, g.day::date as date,
        a.amount + coalesce(sum(m.flow) over (partition by a.key order by g.day), 0) as amount
      from account_opening a
      cross join pg_catalog.generate_series((first_day - 1)::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join month_flows m on m.key = a.key and m.date = g.day::date
    ),
    day_balances as materialized (
      -- The available balance at the end of each day, as private.available_balance counts it:
      -- every counted account at that day's rate (an account whose currency has no rate yet
      -- adds nothing).
      select ad.date, coalesce(sum(case when ad.currency = target then ad.amount else ad.amount * f.k end), 0) as balance
      from account_days ad
      left join factors f on f.currency = ad.currency and f.date = ad.date
      group by ad.date
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
        coalesce(db.balance, 0) as balance
      from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join private.transaction_daily_totals d
        on d.user_id = uid and d.date = g.day::date and d.date between first_day and last_day
      left join day_balances db on db.date = g.day::date
    ),
    balances as (
      select dy.* from days dy
    )
    select json_build_object(
      'month', get_month_grid.month,
      'first_day', first_day,
      'days_in_month', extract(day from last_day)::integer,
      'opening_balance', (select db.balance from day_balances db where db.date = first_day - 1),
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
          'net', sum(b.total), 'closing_balance', (select b2.balance from balances b2 where b2.date = last_day), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$$;

COMMENT ON FUNCTION public.get_month_grid(month text) IS 'The caller''s month (''YYYY-MM'') for the grid: per (category, subcategory, type) its cells [day, status, count, value] (private.transaction_cell_totals); per day the counted income, expenses, savings and closing balance; the opening balance, the balance start date (null: none) and month totals. Counted by private.counted_amount, in the default currency (each row and each day''s balance at the BNR rate of the day); only rows dated from the balance start date move a balance.';

REVOKE ALL ON FUNCTION public.get_month_grid(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_month_grid(month text) TO authenticated;
GRANT ALL ON FUNCTION public.get_month_grid(month text) TO service_role;
REVOKE ALL ON FUNCTION public.get_month_grid(month text) FROM anon;
