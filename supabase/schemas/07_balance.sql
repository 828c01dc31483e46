-- The one balance rule (issue 22 point 2): which accounts count in the available balance and
-- from which day (counted_accounts), what the counted rows moved per day (available_flows) or over
-- a range (account_flows_between, read from the month totals), the available balance on a day, the
-- running balance within a day, and the two public readers: get_available_balance (the header and
-- its panel) and get_account_balances (each account's own balance). Every screen reads these.

CREATE FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) RETURNS TABLE(account_id uuid, flow numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- For each account (null: the rows without an account), what its rows moved over the days
  -- [its from_day, to_day]: the whole months from from_day's month to to_day's month, less the
  -- days of those two months outside the range. Years of history cost their months, not their
  -- days. One query for every account; PL/pgSQL keeps its plan for the session.
  return query
  select x.account,
    case when x.from_day > account_flows_between.to_day then 0::numeric
      else coalesce(months.flow, 0) - coalesce(head.flow, 0) - coalesce(tail.flow, 0) end
  from unnest(account_flows_between.accounts, account_flows_between.from_days) as x(account, from_day)
  cross join lateral (
    select sum(m.flow) as flow from private.account_monthly_totals m
    where m.user_id = account_flows_between.owner
      and (m.account_id = x.account or (x.account is null and m.account_id is null))
      and m.month between date_trunc('month', x.from_day::timestamp)::date and date_trunc('month', account_flows_between.to_day::timestamp)::date
  ) months
  cross join lateral (
    select sum(d.flow) as flow from private.account_daily_totals d
    where d.user_id = account_flows_between.owner
      and (d.account_id = x.account or (x.account is null and d.account_id is null))
      and d.date >= date_trunc('month', x.from_day::timestamp)::date and d.date < x.from_day
  ) head
  cross join lateral (
    select sum(d.flow) as flow from private.account_daily_totals d
    where d.user_id = account_flows_between.owner
      and (d.account_id = x.account or (x.account is null and d.account_id is null))
      and d.date > account_flows_between.to_day
      and d.date < (date_trunc('month', account_flows_between.to_day::timestamp) + interval '1 month')::date
  ) tail;
end;
$$;

COMMENT ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) IS 'What each account''s rows moved from its from_day through to_day (the sum of its private.account_daily_totals days), read from the month totals and the days at the two ends.';

REVOKE ALL ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) TO service_role;

CREATE FUNCTION private.counted_accounts() RETURNS TABLE(account_id uuid, start_day date, initial_balance numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
declare
  uid uuid := (select auth.uid());
  owner_start date := private.balance_start_date(uid);
begin
  -- Row-level security of user_accounts applies too: only the caller's accounts are read.
  return query
  select a.id, greatest(coalesce(a.balance_start_date, '-infinity'::date), owner_start), a.initial_balance
  from public.user_accounts a
  where a.user_id = uid and a.is_active and a.included_in_total
  union all
  -- The rows without an account (a user with no account at all).
  select null::uuid, owner_start, 0::numeric;
end;
$$;

COMMENT ON FUNCTION private.counted_accounts() IS 'The caller''s accounts counted in the available balance (active, included in the total) with the day their rows start to count and their initial balance; plus a row for rows without an account.';

REVOKE ALL ON FUNCTION private.counted_accounts() FROM PUBLIC;
GRANT ALL ON FUNCTION private.counted_accounts() TO authenticated;
GRANT ALL ON FUNCTION private.counted_accounts() TO service_role;

CREATE FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- from_start / to_start: the balance start of the row's account and to-account when counted in
  -- the total (private.counted_accounts), null when not.
  select case when row_available_delta.on_day >= row_available_delta.from_start
      then private.account_flow(row_available_delta.type, row_available_delta.counted, false) else 0 end
    + case when row_available_delta.on_day >= row_available_delta.to_start
      then private.account_flow(row_available_delta.type, row_available_delta.counted, true) else 0 end;
$$;

COMMENT ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) IS 'What one row moves the available balance by, given the balance starts of its counted accounts (null: not counted): the running balance within a day.';

REVOKE ALL ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) TO authenticated;
GRANT ALL ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) TO service_role;

CREATE FUNCTION public.get_account_balances(as_of date DEFAULT NULL::date) RETURNS TABLE(account_id uuid, balance numeric, balance_start date, counted boolean)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  start_day date := private.balance_start_date(uid);
  on_day date := coalesce(get_account_balances.as_of, private.bucharest_today());
begin
  -- The user's start and the day are read once, into variables: written inline they were
  -- evaluated again for every row read.
  return query
  with accounts as (
    select a.id, a.initial_balance, greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day) as starts,
      a.is_active and a.included_in_total as counted
    from public.user_accounts a
    where a.user_id = uid
  ), flows as (
    select f.account_id, f.flow
    from private.account_flows_between(uid, (select array_agg(a.id) from accounts a), (select array_agg(a.starts) from accounts a), on_day) f
  )
  select a.id, a.initial_balance + coalesce(f.flow, 0),
    case when pg_catalog.isfinite(a.starts) then a.starts end,
    a.counted
  from accounts a
  left join flows f on f.account_id = a.id;
end;
$$;

COMMENT ON FUNCTION public.get_account_balances(as_of date) IS 'Each of the caller''s accounts with its balance at the end of as_of (default: today in Europe/Bucharest): initial balance plus what its rows moved from its balance start; counted: part of the available balance.';

REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO authenticated;
GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO service_role;
REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM anon;

CREATE FUNCTION public.get_available_balance(as_of date DEFAULT NULL::date) RETURNS TABLE(total_income numeric, total_expenses numeric, total_savings numeric, available_balance numeric, balances_set boolean)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  on_day date := coalesce(get_available_balance.as_of, private.bucharest_today());
  from_day date;
begin
  if not pg_catalog.isfinite(on_day) then
    raise exception 'invalid as_of: a calendar day is required' using errcode = 'invalid_parameter_value';
  end if;
  -- The month's lines (spec point 2): its counted income, expenses and savings through as_of,
  -- from the balance start date when that is later than the month's first day.
  from_day := greatest((on_day - (extract(day from on_day)::integer - 1)), private.balance_start_date(uid));
  return query
  with totals as (
    select
      coalesce(sum(d.income), 0) as income,
      coalesce(sum(d.expenses), 0) as expenses,
      coalesce(sum(d.savings), 0) as savings
    from private.transaction_daily_totals d
    where d.user_id = uid and d.date >= from_day and d.date <= on_day
  )
  select t.income, t.expenses, t.savings, private.available_balance(on_day),
    -- Set once every counted account has its balance start (the first-run card answered).
    not exists (
      select 1 from public.user_accounts a
      where a.user_id = uid and a.is_active and a.included_in_total and a.balance_start_date is null
    )
  from totals t;
end;
$$;

COMMENT ON FUNCTION public.get_available_balance(as_of date) IS 'Bani Disponibili on day as_of (default: today in Europe/Bucharest) by the one balance rule (private.available_balance), the month''s counted income, expenses and savings through as_of, and whether every counted account has its starting balance set.';

REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO authenticated;
GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO service_role;
REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM anon;

CREATE FUNCTION private.available_balance(on_day date) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  initial numeric;
  ids uuid[];
  starts date[];
begin
  -- Each counted account: its initial balance plus what its rows moved from its balance start
  -- through on_day; the same sums as private.available_flows over those days.
  select coalesce(sum(c.initial_balance), 0), array_agg(c.account_id), array_agg(c.start_day)
    into initial, ids, starts
  from private.counted_accounts() c;
  return initial + coalesce((
    select sum(f.flow) from private.account_flows_between((select auth.uid()), ids, starts, available_balance.on_day) f
  ), 0);
end;
$$;

COMMENT ON FUNCTION private.available_balance(on_day date) IS 'The caller''s available balance at the end of on_day: the counted accounts'' initial balances plus what the counted rows moved through that day. The one balance rule.';

REVOKE ALL ON FUNCTION private.available_balance(on_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_balance(on_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_balance(on_day date) TO service_role;

CREATE FUNCTION private.available_flows(from_day date, to_day date) RETURNS TABLE(date date, flow numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
  -- Each counted account's days from its balance start: an index-only range scan per account
  -- (the key includes flow); the rows without an account join counted_accounts' null row.
  with c as materialized (select ca.account_id, ca.start_day from private.counted_accounts() ca)
  select d.date, d.flow
  from c
  join private.account_daily_totals d on d.account_id = c.account_id
  where d.user_id = (select auth.uid())
    and d.date between available_flows.from_day and available_flows.to_day
    and d.date >= c.start_day
  union all
  select d.date, d.flow
  from c
  join private.account_daily_totals d on d.account_id is null
  where c.account_id is null and d.user_id = (select auth.uid())
    and d.date between available_flows.from_day and available_flows.to_day
    and d.date >= c.start_day;
$$;

COMMENT ON FUNCTION private.available_flows(from_day date, to_day date) IS 'What the caller''s counted rows moved the available balance by, per counted account and day of [from_day, to_day] (the accounts counted in the total, from their balance start).';

REVOKE ALL ON FUNCTION private.available_flows(from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO service_role;

CREATE FUNCTION private.available_flow_days(from_day date, to_day date) RETURNS TABLE(date date, flow numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f.date, sum(f.flow)
  from private.available_flows(available_flow_days.from_day, available_flow_days.to_day) f
  group by f.date;
$$;

COMMENT ON FUNCTION private.available_flow_days(from_day date, to_day date) IS 'Per day of [from_day, to_day], what the caller''s counted rows moved the available balance by (private.available_flows summed per day).';

REVOKE ALL ON FUNCTION private.available_flow_days(from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_flow_days(from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_flow_days(from_day date, to_day date) TO service_role;

CREATE FUNCTION private.running_balances(days date[]) RETURNS TABLE(id uuid, running_balance numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with page_days as materialized (
    select distinct d.date from pg_catalog.unnest(running_balances.days) as d(date)
  ),
  counted as materialized (
    -- key: the account, or a zero id for the rows without one, so the joins below are
    -- equalities (hashable).
    select c.account_id, coalesce(c.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key,
      c.start_day, c.initial_balance
    from private.counted_accounts() c
  ),
  same_day as (
    -- Every row of the user on the page's days (filtered or not: the balance is the ledger's),
    -- what it moved the available balance by, summed within its day in id order.
    select s.id, s.date, sum(private.row_available_delta(s.type, s.counted_amount, s.date, cs.start_day, ct.start_day))
      over (partition by s.date order by s.id) as upto
    from public.transactions s
    left join counted cs on cs.key = coalesce(s.account_id, '00000000-0000-0000-0000-000000000000'::uuid)
    left join counted ct on ct.account_id = s.to_account_id
    where s.user_id = (select auth.uid())
      -- The range lets the index scan only the page's span (a date-sorted page: its own days).
      and s.date between (select min(pd.date) from page_days pd) and (select max(pd.date) from page_days pd)
      and s.date in (select pd.date from page_days pd)
  ),
  days as (
    -- The available balance before each day of the page: the counted accounts' initial
    -- balances plus what the counted rows of every earlier day moved (the one rule, per day).
    select g.date,
      (select coalesce(sum(c.initial_balance), 0) from counted c) + sum(g.flow) over (order by g.date) - g.flow as before_day
    from (
      select u.date, sum(u.flow) as flow
      from (
        select f.date, f.flow from private.available_flow_days('-infinity', (select max(pd.date) from page_days pd)) f
        union all
        select pd.date, 0 from page_days pd
      ) u
      group by u.date
    ) g
  )
  select sd.id, dy.before_day + sd.upto
  from same_day sd
  join days dy on dy.date = sd.date;
$$;

COMMENT ON FUNCTION private.running_balances(days date[]) IS 'The available balance after each of the caller''s rows dated on one of days, in ledger order (date, id), by the one balance rule: the list''s and the export''s running balance.';

REVOKE ALL ON FUNCTION private.running_balances(days date[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.running_balances(days date[]) TO authenticated;
GRANT ALL ON FUNCTION private.running_balances(days date[]) TO service_role;
