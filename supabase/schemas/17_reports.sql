-- Reports (issue 27): the per-month totals of each (account, type, category, subcategory), kept by
-- a statement trigger on public.transactions like the per-day totals of 06_transactions.sql, and
-- one function per report of the Rapoarte page — cash flow, spending by category, plan against
-- actual, net worth and a month's calendar — over whole months from_month through to_month and,
-- optionally, some of the caller's accounts. Every figure is summed here, from the totals tables;
-- a transfer between the caller's own accounts is never income or expense. Amounts are lei.

CREATE TABLE private.category_monthly_totals (
    user_id uuid NOT NULL,
    account_id uuid,
    month date NOT NULL,
    type text NOT NULL,
    category text NOT NULL,
    subcategory text,
    counted numeric DEFAULT 0 NOT NULL,
    actual numeric DEFAULT 0 NOT NULL,
    planned numeric DEFAULT 0 NOT NULL,
    row_count integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.category_monthly_totals
    ADD CONSTRAINT category_monthly_totals_key UNIQUE NULLS NOT DISTINCT (user_id, month, account_id, type, category, subcategory) INCLUDE (counted, actual, planned);

-- Deleting a user takes their months too (the trigger leaves a deleted user's totals alone).
ALTER TABLE ONLY private.category_monthly_totals
    ADD CONSTRAINT category_monthly_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.category_monthly_totals IS 'Per user, account, month, type, category and subcategory: the counted amount (private.counted_amount), the executed part (COMPLETED or MODIFIED) and the planned amount (private.planned_amount) of the month''s INCOME, EXPENSE and SAVING rows, kept by a trigger on public.transactions; transfers have no line. The reports read it instead of the rows.';

COMMENT ON COLUMN private.category_monthly_totals.counted IS 'Sum of counted_amount: what the rows count for in the balance and the grid (pending plans included, SKIPPED nothing).';

COMMENT ON COLUMN private.category_monthly_totals.actual IS 'Sum of counted_amount of the executed rows (COMPLETED, MODIFIED): what really happened.';

COMMENT ON COLUMN private.category_monthly_totals.planned IS 'Sum of private.planned_amount: the plan of the planned (not unplanned) rows that were not postponed.';

ALTER TABLE private.category_monthly_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "category_monthly_totals: users read their own months" ON private.category_monthly_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.category_monthly_totals TO authenticated;
GRANT ALL ON TABLE private.category_monthly_totals TO service_role;

CREATE FUNCTION private.planned_amount(unplanned boolean, execution_status text, amount numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- A postponed (SKIPPED) row's plan moved to its copy; an unplanned item had none.
  select case when planned_amount.unplanned or planned_amount.execution_status = 'SKIPPED' then 0
    else planned_amount.amount end;
$$;

COMMENT ON FUNCTION private.planned_amount(unplanned boolean, execution_status text, amount numeric) IS 'What a row planned, as the daily page''s month counts it (issue 12): its amount, unless it is an unplanned item or was postponed (SKIPPED).';

REVOKE ALL ON FUNCTION private.planned_amount(unplanned boolean, execution_status text, amount numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.planned_amount(unplanned boolean, execution_status text, amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.planned_amount(unplanned boolean, execution_status text, amount numeric) TO service_role;

CREATE FUNCTION private.sync_category_monthly_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Definer: the caller may read its months but not write them; only this trigger does. Each
  -- branch adds what the statement's rows count per (user, month, account, type, category,
  -- subcategory); transfers move money between accounts and have no line.
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.category_monthly_totals as c (user_id, month, account_id, type, category, subcategory, counted, actual, planned, row_count)
    select o.user_id, date_trunc('month', o.date::timestamp)::date, o.account_id, o.type, o.category, o.subcategory,
      -sum(o.counted_amount),
      -coalesce(sum(o.counted_amount) filter (where o.execution_status in ('COMPLETED', 'MODIFIED')), 0),
      -sum(private.planned_amount(o.unplanned, o.execution_status, o.amount)),
      -count(*)
    from old_rows o
    -- A user being deleted: the cascade from auth.users takes their totals too, perhaps already.
    where o.type <> 'TRANSFER' and exists (select 1 from auth.users u where u.id = o.user_id)
    group by 1, 2, 3, 4, 5, 6
    on conflict (user_id, month, account_id, type, category, subcategory) do update
      set counted = c.counted + excluded.counted, actual = c.actual + excluded.actual,
        planned = c.planned + excluded.planned, row_count = c.row_count + excluded.row_count;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.category_monthly_totals as c (user_id, month, account_id, type, category, subcategory, counted, actual, planned, row_count)
    select n.user_id, date_trunc('month', n.date::timestamp)::date, n.account_id, n.type, n.category, n.subcategory,
      sum(n.counted_amount),
      coalesce(sum(n.counted_amount) filter (where n.execution_status in ('COMPLETED', 'MODIFIED')), 0),
      sum(private.planned_amount(n.unplanned, n.execution_status, n.amount)),
      count(*)
    from new_rows n
    where n.type <> 'TRANSFER'
    group by 1, 2, 3, 4, 5, 6
    on conflict (user_id, month, account_id, type, category, subcategory) do update
      set counted = c.counted + excluded.counted, actual = c.actual + excluded.actual,
        planned = c.planned + excluded.planned, row_count = c.row_count + excluded.row_count;
  end if;
  -- Lines left without rows go away, so the table stays as small as the months used.
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.category_monthly_totals c
    using (select distinct o.user_id, date_trunc('month', o.date::timestamp)::date as month from old_rows o) gone
    where c.user_id = gone.user_id and c.month = gone.month and c.row_count = 0;
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.sync_category_monthly_totals() IS 'After a statement on public.transactions: adds what its old rows counted (negated) and its new rows count to private.category_monthly_totals, and drops lines left with no row.';

CREATE FUNCTION private.report_period(from_month text, to_month text, account_ids uuid[], OUT first_month date, OUT last_month date) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := private.require_user();
begin
  -- private.month_start refuses what is not a 'YYYY-MM' month from 1900 to 2199 (22023).
  first_month := private.month_start(report_period.from_month);
  last_month := private.month_start(report_period.to_month);
  if last_month < first_month then
    raise exception 'the period ends before it starts: % to %', report_period.from_month, report_period.to_month
      using errcode = 'invalid_parameter_value', hint = 'REPORT_RANGE_REVERSED';
  end if;
  -- Ten years at most: 120 months.
  if last_month >= (first_month + interval '120 months')::date then
    raise exception 'the period is longer than ten years: % to %', report_period.from_month, report_period.to_month
      using errcode = 'invalid_parameter_value', hint = 'REPORT_RANGE_TOO_LONG';
  end if;
  -- Row-level security hides other users' accounts: theirs are "not found" like a missing one.
  if exists (
    select 1 from pg_catalog.unnest(report_period.account_ids) as x(id)
    where not exists (select 1 from public.user_accounts a where a.id = x.id and a.user_id = uid)
  ) then
    raise exception 'account not found' using errcode = 'PT404', hint = 'ACCOUNT_NOT_FOUND';
  end if;
end;
$$;

COMMENT ON FUNCTION private.report_period(from_month text, to_month text, account_ids uuid[], OUT first_month date, OUT last_month date) IS 'A report''s period checked: the first days of from_month and to_month (''YYYY-MM''); 22023 REPORT_RANGE_REVERSED when it ends before it starts, REPORT_RANGE_TOO_LONG beyond 120 months, PT404 ACCOUNT_NOT_FOUND when an account id is not one of the caller''s.';

REVOKE ALL ON FUNCTION private.report_period(from_month text, to_month text, account_ids uuid[], OUT first_month date, OUT last_month date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_period(from_month text, to_month text, account_ids uuid[], OUT first_month date, OUT last_month date) TO authenticated;
GRANT ALL ON FUNCTION private.report_period(from_month text, to_month text, account_ids uuid[], OUT first_month date, OUT last_month date) TO service_role;

CREATE FUNCTION public.report_cash_flow(from_month text, to_month text, account_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(month text, income numeric, expenses numeric, savings numeric, net numeric, savings_rate numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  uid uuid := private.require_user();
  period record;
  accounts uuid[] := nullif(report_cash_flow.account_ids, '{}');
begin
  select p.first_month, p.last_month into period from private.report_period(report_cash_flow.from_month, report_cash_flow.to_month, accounts) p;
  return query
  with totals as (
    select c.month,
      coalesce(sum(c.counted) filter (where c.type = 'INCOME'), 0) as income,
      coalesce(sum(c.counted) filter (where c.type = 'EXPENSE'), 0) as expenses,
      coalesce(sum(c.counted) filter (where c.type = 'SAVING'), 0) as savings
    from private.category_monthly_totals c
    where c.user_id = uid and c.month between period.first_month and period.last_month
      and (accounts is null or c.account_id = any (accounts))
    group by c.month
  )
  select pg_catalog.to_char(g.m, 'YYYY-MM'),
    coalesce(t.income, 0), coalesce(t.expenses, 0), coalesce(t.savings, 0),
    coalesce(t.income, 0) - coalesce(t.expenses, 0) - coalesce(t.savings, 0),
    case when t.income > 0 then round(t.savings / t.income, 4) end
  from pg_catalog.generate_series(period.first_month::timestamp, period.last_month::timestamp, interval '1 month') as g(m)
  left join totals t on t.month = g.m::date
  order by g.m;
end;
$$;

COMMENT ON FUNCTION public.report_cash_flow(from_month text, to_month text, account_ids uuid[]) IS 'Flux de numerar: per month from_month through to_month (''YYYY-MM''), the caller''s counted income, expenses and savings (rows of account_ids only, when given), net = income - expenses - savings and the savings rate savings / income (null without income). Transfers count in none.';

REVOKE ALL ON FUNCTION public.report_cash_flow(from_month text, to_month text, account_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_cash_flow(from_month text, to_month text, account_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.report_cash_flow(from_month text, to_month text, account_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.report_cash_flow(from_month text, to_month text, account_ids uuid[]) FROM anon;

CREATE FUNCTION public.report_spending_by_category(from_month text, to_month text, account_ids uuid[] DEFAULT NULL::uuid[], of_category text DEFAULT NULL::text) RETURNS TABLE(month text, category text, subcategory text, amount numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  uid uuid := private.require_user();
  period record;
  accounts uuid[] := nullif(report_spending_by_category.account_ids, '{}');
  drill text := report_spending_by_category.of_category;
begin
  select p.first_month, p.last_month into period from private.report_period(report_spending_by_category.from_month, report_spending_by_category.to_month, accounts) p;
  -- Without a category: one line per month and category. With one: its subcategories (null: the
  -- rows without a subcategory).
  return query
  select pg_catalog.to_char(c.month, 'YYYY-MM'), c.category,
    case when drill is null then null else c.subcategory end as sub,
    sum(c.counted)
  from private.category_monthly_totals c
  where c.user_id = uid and c.month between period.first_month and period.last_month and c.type = 'EXPENSE'
    and (accounts is null or c.account_id = any (accounts))
    and (drill is null or c.category = drill)
  group by c.month, c.category, sub
  having sum(c.counted) > 0
  order by c.month, sum(c.counted) desc, c.category, sub nulls first;
end;
$$;

COMMENT ON FUNCTION public.report_spending_by_category(from_month text, to_month text, account_ids uuid[], of_category text) IS 'Cheltuieli pe categorii: per month from_month through to_month, the caller''s counted EXPENSE amount per category (subcategory null) or, given of_category, per subcategory of it; only amounts above zero, rows of account_ids only when given.';

REVOKE ALL ON FUNCTION public.report_spending_by_category(from_month text, to_month text, account_ids uuid[], of_category text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_spending_by_category(from_month text, to_month text, account_ids uuid[], of_category text) TO authenticated;
GRANT ALL ON FUNCTION public.report_spending_by_category(from_month text, to_month text, account_ids uuid[], of_category text) TO service_role;
REVOKE ALL ON FUNCTION public.report_spending_by_category(from_month text, to_month text, account_ids uuid[], of_category text) FROM anon;

CREATE FUNCTION public.report_plan_vs_actual(from_month text, to_month text, account_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(category text, month text, planned numeric, actual numeric, difference numeric, used_share numeric, months_over integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  uid uuid := private.require_user();
  period record;
  accounts uuid[] := nullif(report_plan_vs_actual.account_ids, '{}');
begin
  select p.first_month, p.last_month into period from private.report_period(report_plan_vs_actual.from_month, report_plan_vs_actual.to_month, accounts) p;
  return query
  with cells as (
    select c.category, c.month, sum(c.planned) as planned, sum(c.actual) as actual
    from private.category_monthly_totals c
    where c.user_id = uid and c.month between period.first_month and period.last_month and c.type = 'EXPENSE'
      and (accounts is null or c.account_id = any (accounts))
    group by c.category, c.month
    having sum(c.planned) > 0 or sum(c.actual) > 0
  ), ranked as (
    select x.*, x.actual - x.planned as difference,
      (count(*) filter (where x.actual > x.planned) over (partition by x.category))::integer as months_over,
      sum(x.actual - x.planned) over (partition by x.category) as overspent
    from cells x
  )
  select r.category, pg_catalog.to_char(r.month, 'YYYY-MM'), r.planned, r.actual, r.difference,
    case when r.planned > 0 then round(r.actual / r.planned, 4) end, r.months_over
  from ranked r
  -- The categories that most often exceed their plan first, then the most overspent.
  order by r.months_over desc, r.overspent desc, r.category, r.month;
end;
$$;

COMMENT ON FUNCTION public.report_plan_vs_actual(from_month text, to_month text, account_ids uuid[]) IS 'Plan vs. realizat: per EXPENSE category and month from_month through to_month, the planned amount (private.planned_amount), the actual (executed rows'' counted amount), difference = actual - planned, used_share = actual / planned (null without a plan) and months_over, the category''s months above plan; the categories most often over plan first, then the most overspent.';

REVOKE ALL ON FUNCTION public.report_plan_vs_actual(from_month text, to_month text, account_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_plan_vs_actual(from_month text, to_month text, account_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.report_plan_vs_actual(from_month text, to_month text, account_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.report_plan_vs_actual(from_month text, to_month text, account_ids uuid[]) FROM anon;

CREATE FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(month text, net_worth numeric, change numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
#variable_conflict use_column
declare
  uid uuid := private.require_user();
  owner_start date := private.balance_start_date(uid);
  target text := private.owner_currency(uid);
  period record;
  accounts uuid[] := nullif(report_net_worth.account_ids, '{}');
begin
  select p.first_month, p.last_month into period from private.report_period(report_net_worth.from_month, report_net_worth.to_month, accounts) p;
  -- Each account's balance at a month's end by the rule of get_account_balances: its initial
  -- balance plus what its rows moved from its balance start. From the month totals: every month
  -- from the start's month through this one, less the days of the start's month before the start.
  -- An account in another currency is valued at the BNR rate of the month's last day
  -- (private.conversion_factor); one without a rate that day is left out, as in the header.
  return query
  with acc as materialized (
    select a.id, coalesce(a.id, '00000000-0000-0000-0000-000000000000'::uuid) as key, a.initial_balance, a.currency,
      greatest(coalesce(a.balance_start_date, '-infinity'::date), owner_start) as starts
    from public.user_accounts a
    where a.user_id = uid and (accounts is null or a.id = any (accounts))
    union all
    -- Every account: the rows without one too (a user with no account), as the available balance counts them.
    select null::uuid, '00000000-0000-0000-0000-000000000000'::uuid, 0::numeric, target, owner_start
    where accounts is null
  ), moves as (
    -- What each account's month moved, from its start month through the period's last month.
    select acc.key, m.month, m.flow
    from acc
    join private.account_monthly_totals m
      on coalesce(m.account_id, '00000000-0000-0000-0000-000000000000'::uuid) = acc.key
    where m.user_id = uid and m.month <= period.last_month
      and m.month >= date_trunc('month', acc.starts::timestamp)::date
    union all
    -- Less the days of a start's month before the start, in that month.
    select acc.key, date_trunc('month', acc.starts::timestamp)::date, -d.flow
    from acc
    join private.account_daily_totals d
      on coalesce(d.account_id, '00000000-0000-0000-0000-000000000000'::uuid) = acc.key
    where d.user_id = uid and pg_catalog.isfinite(acc.starts)
      and d.date >= date_trunc('month', acc.starts::timestamp)::date and d.date < acc.starts
      and acc.starts <= period.last_month + interval '1 month'
  ), per_month as (
    -- Summed once per account and month (before the period: one line each).
    select mv.key, greatest(mv.month, period.first_month - 1) as month, sum(mv.flow) as flow
    from moves mv
    group by 1, 2
  ), balances as (
    -- Each account at each month's end of the period, in its own currency.
    select acc.key, acc.currency, g.m::date as month,
      acc.initial_balance + coalesce(before.flow, 0)
        + sum(coalesce(pm.flow, 0)) over (partition by acc.key order by g.m) as balance
    from acc
    cross join pg_catalog.generate_series(period.first_month::timestamp, period.last_month::timestamp, interval '1 month') as g(m)
    left join per_month pm on pm.key = acc.key and pm.month = g.m::date
    left join per_month before on before.key = acc.key and before.month = period.first_month - 1
  ), worth as (
    select b.month,
      sum(b.balance * private.conversion_factor(b.currency, target, (b.month + interval '1 month - 1 day')::date)) as amount
    from balances b
    group by b.month
  )
  select pg_catalog.to_char(w.month, 'YYYY-MM'), coalesce(w.amount, 0),
    coalesce(w.amount, 0) - coalesce(lag(w.amount) over (order by w.month), opening.amount)
  from worth w
  cross join lateral (
    -- The month before the period, for the first month's change.
    select sum((acc.initial_balance + coalesce(before.flow, 0))
      * private.conversion_factor(acc.currency, target, (period.first_month - 1)::date)) as amount
    from acc
    left join per_month before on before.key = acc.key and before.month = period.first_month - 1
  ) opening
  order by w.month;
end;
$$;

COMMENT ON FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[]) IS 'Avere netă: per month from_month through to_month, the sum of the caller''s accounts at the month''s end — all of them, active or not, counted in the available balance or not, plus the rows without an account; or only account_ids — each by get_account_balances'' rule and valued in the default currency at the BNR rate of the month''s last day (an account without a rate that day is left out), and change, what the month moved that figure by.';

REVOKE ALL ON FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[]) FROM anon;

CREATE FUNCTION public.report_calendar(month text, account_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(day date, expenses numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  uid uuid := private.require_user();
  period record;
  accounts uuid[] := nullif(report_calendar.account_ids, '{}');
  last_day date;
begin
  select p.first_month, p.last_month into period from private.report_period(report_calendar.month, report_calendar.month, accounts) p;
  last_day := (period.first_month + interval '1 month' - interval '1 day')::date;
  if accounts is null then
    -- Every account: the per-day totals.
    return query
    select g.d::date, coalesce(t.expenses, 0)
    from pg_catalog.generate_series(period.first_month::timestamp, last_day::timestamp, interval '1 day') as g(d)
    left join private.transaction_daily_totals t
      on t.user_id = uid and t.date = g.d::date and t.date between period.first_month and last_day
    order by g.d;
  else
    -- Some accounts: the month's rows of those accounts (the per-day totals hold no account).
    return query
    select g.d::date, coalesce(r.expenses, 0)
    from pg_catalog.generate_series(period.first_month::timestamp, last_day::timestamp, interval '1 day') as g(d)
    left join (
      select t.date, sum(t.counted_amount) as expenses
      from public.transactions t
      where t.user_id = uid and t.account_id = any (accounts) and t.date between period.first_month and last_day
        and t.type = 'EXPENSE'
      group by t.date
    ) r on r.date = g.d::date
    order by g.d;
  end if;
end;
$$;

COMMENT ON FUNCTION public.report_calendar(month text, account_ids uuid[]) IS 'Calendar: every day of month (''YYYY-MM'') with the caller''s counted EXPENSE amount of that day (rows of account_ids only, when given).';

REVOKE ALL ON FUNCTION public.report_calendar(month text, account_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_calendar(month text, account_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.report_calendar(month text, account_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.report_calendar(month text, account_ids uuid[]) FROM anon;

CREATE TRIGGER transactions_category_totals_after_delete AFTER DELETE ON public.transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_category_monthly_totals();

CREATE TRIGGER transactions_category_totals_after_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_category_monthly_totals();

CREATE TRIGGER transactions_category_totals_after_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_category_monthly_totals();
