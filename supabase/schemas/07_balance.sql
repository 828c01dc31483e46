-- The one balance rule (issue 22 point 2): which accounts count in the available balance and
-- from which day (counted_accounts), what the counted rows moved per day (available_flows) or over
-- a range (account_flows_between, read from the month totals), the available balance on a day, the
-- running balance within a day, and the two public readers: get_available_balance (the header and
-- its panel) and get_account_balances (each account's own balance). Every screen reads these.
-- Money in another currency (issue 26 point 1): an account's own balance stays in its currency;
-- the totals are in the user's default currency, each account's balance on a day valued at the
-- BNR rate of that day (private.conversion_factor), and an account whose currency has no rate yet
-- is left out of the total, which names it (missing_rates) rather than guess.

CREATE FUNCTION private.owner_currency(owner uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Row-level security of user_settings applies to a signed-in caller (their own document only);
  -- the triggers that sum the per-day totals run as definer and read the row's owner's.
  select coalesce((select s.settings ->> 'defaultCurrency' from public.user_settings s where s.user_id = owner_currency.owner), 'RON');
$$;

COMMENT ON FUNCTION private.owner_currency(owner uuid) IS 'The user''s defaultCurrency setting, or RON: the currency their totals are in.';

REVOKE ALL ON FUNCTION private.owner_currency(owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.owner_currency(owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.owner_currency(owner uuid) TO service_role;

CREATE FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
-- PL/pgSQL: public.exchange_rates is created later (14_rates.sql) than the SQL functions here
-- that call this one.
declare
  from_rate numeric;
  to_rate numeric;
begin
  if conversion_factor.from_currency = conversion_factor.to_currency then
    return 1;
  end if;
  -- Lei per unit of each side (RON: 1) by the BNR rate that applies on the day: the last one
  -- published on or before it (public.exchange_rate's rule); null when there is none.
  from_rate := case when conversion_factor.from_currency = 'RON' then 1 else (
    select r.rate from public.exchange_rates r
    where r.currency = conversion_factor.from_currency and r.date <= conversion_factor.on_day
    order by r.date desc limit 1) end;
  to_rate := case when conversion_factor.to_currency = 'RON' then 1 else (
    select r.rate from public.exchange_rates r
    where r.currency = conversion_factor.to_currency and r.date <= conversion_factor.on_day
    order by r.date desc limit 1) end;
  return round(from_rate / to_rate, 10);
end;
$$;

COMMENT ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) IS 'What one unit of from_currency is worth in to_currency on on_day by the BNR rates (lei per unit, the last published on or before the day): 1 for one currency, null when a rate is missing. The one conversion rule.';

REVOKE ALL ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) TO authenticated;
GRANT ALL ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) TO service_role;

CREATE FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) RETURNS date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- The older of the two sides' rate days (a side in lei has none); null for one currency.
  if conversion_rate_date.from_currency = conversion_rate_date.to_currency then
    return null;
  end if;
  return least(
    case when conversion_rate_date.from_currency <> 'RON' then (
      select max(r.date) from public.exchange_rates r
      where r.currency = conversion_rate_date.from_currency and r.date <= conversion_rate_date.on_day) end,
    case when conversion_rate_date.to_currency <> 'RON' then (
      select max(r.date) from public.exchange_rates r
      where r.currency = conversion_rate_date.to_currency and r.date <= conversion_rate_date.on_day) end);
end;
$$;

COMMENT ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) IS 'The day BNR published the rate private.conversion_factor uses on on_day (the older of the two sides''); null for one currency or when none is published.';

REVOKE ALL ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) TO authenticated;
GRANT ALL ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) TO service_role;

CREATE FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) RETURNS TABLE(account_id uuid, flow numeric)
    LANGUAGE plpgsql STABLE ROWS 11
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

CREATE FUNCTION private.counted_accounts() RETURNS TABLE(account_id uuid, start_day date, initial_balance numeric, currency text)
    LANGUAGE plpgsql STABLE ROWS 11
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
declare
  uid uuid := (select auth.uid());
  owner_start date := private.balance_start_date(uid);
begin
  -- Row-level security of user_accounts applies too: only the caller's accounts are read.
  return query
  select a.id, greatest(coalesce(a.balance_start_date, '-infinity'::date), owner_start), a.initial_balance, a.currency
  from public.user_accounts a
  where a.user_id = uid and a.is_active and a.included_in_total
  union all
  -- The rows without an account (a user with no account at all), in the default currency.
  select null::uuid, owner_start, 0::numeric, private.owner_currency(uid);
end;
$$;

COMMENT ON FUNCTION private.counted_accounts() IS 'At most ten accounts and the rows without one (ROWS 11: the planner''s default of 1,000 made the grid''s per-day balances take seconds). The caller''s accounts counted in the available balance (active, included in the total) with the day their rows start to count, their initial balance and currency; plus a row for rows without an account.';

REVOKE ALL ON FUNCTION private.counted_accounts() FROM PUBLIC;
GRANT ALL ON FUNCTION private.counted_accounts() TO authenticated;
GRANT ALL ON FUNCTION private.counted_accounts() TO service_role;

CREATE FUNCTION public.get_account_balances(as_of date DEFAULT NULL::date) RETURNS TABLE(account_id uuid, balance numeric, balance_start date, counted boolean, currency text, converted numeric, rate numeric, rate_date date)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  start_day date := private.balance_start_date(uid);
  on_day date := coalesce(get_account_balances.as_of, private.bucharest_today());
  target text := private.owner_currency(uid);
begin
  -- The user's start and the day are read once, into variables: written inline they were
  -- evaluated again for every row read.
  return query
  with accounts as (
    select a.id, a.initial_balance, greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day) as starts,
      a.is_active and a.included_in_total as counted, a.currency,
      private.conversion_factor(a.currency, target, on_day) as k
    from public.user_accounts a
    where a.user_id = uid
  ), flows as (
    select f.account_id, f.flow
    from private.account_flows_between(uid, (select array_agg(a.id) from accounts a), (select array_agg(a.starts) from accounts a), on_day) f
  )
  select a.id, a.initial_balance + coalesce(f.flow, 0),
    case when pg_catalog.isfinite(a.starts) then a.starts end,
    a.counted, a.currency,
    (a.initial_balance + coalesce(f.flow, 0)) * a.k,
    a.k,
    private.conversion_rate_date(a.currency, target, on_day)
  from accounts a
  left join flows f on f.account_id = a.id;
end;
$$;

COMMENT ON FUNCTION public.get_account_balances(as_of date) IS 'Each of the caller''s accounts with its balance at the end of as_of (default: today in Europe/Bucharest) in its own currency: initial balance plus what its rows moved from its balance start; counted: part of the available balance; converted: that balance in the default currency at the BNR rate of as_of (rate: the factor, rate_date: the day BNR published it; null when no rate).';

REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO authenticated;
GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO service_role;
REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM anon;

CREATE FUNCTION public.get_available_balance(as_of date DEFAULT NULL::date) RETURNS TABLE(total_income numeric, total_expenses numeric, total_savings numeric, available_balance numeric, balances_set boolean, currency text, missing_rates text[])
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  on_day date := coalesce(get_available_balance.as_of, private.bucharest_today());
  target text := private.owner_currency(uid);
  from_day date;
begin
  if not pg_catalog.isfinite(on_day) then
    raise exception 'invalid as_of: a calendar day is required' using errcode = 'invalid_parameter_value';
  end if;
  -- The month's lines (spec point 2): its counted income, expenses and savings through as_of,
  -- from the balance start date when that is later than the month's first day (the per-day
  -- totals, already in the default currency).
  from_day := greatest((on_day - (extract(day from on_day)::integer - 1)), private.balance_start_date(uid));
  return query
  with totals as (
    select
      coalesce(sum(d.income), 0) as income,
      coalesce(sum(d.expenses), 0) as expenses,
      coalesce(sum(d.savings), 0) as savings,
      coalesce(sum(d.unconverted), 0) > 0 as unconverted
    from private.transaction_daily_totals d
    where d.user_id = uid and d.date >= from_day and d.date <= on_day
  )
  select t.income, t.expenses, t.savings, private.available_balance(on_day),
    -- Set once every counted account has its balance start (the first-run card answered).
    not exists (
      select 1 from public.user_accounts a
      where a.user_id = uid and a.is_active and a.included_in_total and a.balance_start_date is null
    ),
    target,
    -- The currencies left out for want of a BNR rate: a counted account's on as_of, a month's row's on its day.
    array(
      select m.currency from private.missing_rates(on_day) m
      union
      select r.currency from public.transactions r
      where t.unconverted and r.user_id = uid and r.date >= from_day and r.date <= on_day and r.counted_amount > 0
        and r.type <> 'TRANSFER' and r.currency <> target and private.conversion_factor(r.currency, target, r.date) is null
      order by 1
    )
  from totals t;
end;
$$;

COMMENT ON FUNCTION public.get_available_balance(as_of date) IS 'Bani Disponibili on day as_of (default: today in Europe/Bucharest) by the one balance rule (private.available_balance), the month''s counted income, expenses and savings through as_of, whether every counted account has its starting balance set, the default currency these are in and the currencies left out for want of a BNR rate.';

REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO authenticated;
GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO service_role;
REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM anon;

CREATE FUNCTION private.available_balance(on_day date) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  target text := private.owner_currency(uid);
begin
  -- Each counted account: its initial balance plus what its rows moved from its balance start
  -- through on_day, in its currency, valued in the default currency at the rate of on_day; an
  -- account without a rate adds nothing (private.missing_rates names it).
  return coalesce((
    with c as materialized (select ca.* from private.counted_accounts() ca)
    select sum((c.initial_balance + coalesce(f.flow, 0)) * private.conversion_factor(c.currency, target, available_balance.on_day))
    from c
    left join private.account_flows_between(uid, (select array_agg(c2.account_id) from c c2), (select array_agg(c2.start_day) from c c2), available_balance.on_day) f
      on f.account_id is not distinct from c.account_id
  ), 0);
end;
$$;

COMMENT ON FUNCTION private.available_balance(on_day date) IS 'The caller''s available balance at the end of on_day: each counted account''s initial balance plus what its counted rows moved through that day, valued in the default currency at the BNR rate of on_day. The one balance rule.';

REVOKE ALL ON FUNCTION private.available_balance(on_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_balance(on_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_balance(on_day date) TO service_role;

CREATE FUNCTION private.missing_rates(on_day date) RETURNS TABLE(currency text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select distinct c.currency
  from private.counted_accounts() c
  where private.conversion_factor(c.currency, private.owner_currency((select auth.uid())), missing_rates.on_day) is null;
$$;

COMMENT ON FUNCTION private.missing_rates(on_day date) IS 'The currencies of the caller''s counted accounts that have no BNR rate on on_day: left out of the available balance.';

REVOKE ALL ON FUNCTION private.missing_rates(on_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.missing_rates(on_day date) TO authenticated;
GRANT ALL ON FUNCTION private.missing_rates(on_day date) TO service_role;

CREATE FUNCTION private.available_flows(from_day date, to_day date) RETURNS TABLE(account_id uuid, date date, flow numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
  -- Each counted account's days from its balance start: an index-only range scan per account
  -- (the key includes flow); the rows without an account join counted_accounts' null row.
  with c as materialized (select ca.account_id, ca.start_day from private.counted_accounts() ca)
  select d.account_id, d.date, d.flow
  from c
  join private.account_daily_totals d on d.account_id = c.account_id
  where d.user_id = (select auth.uid())
    and d.date between available_flows.from_day and available_flows.to_day
    and d.date >= c.start_day
  union all
  select null::uuid, d.date, d.flow
  from c
  join private.account_daily_totals d on d.account_id is null
  where c.account_id is null and d.user_id = (select auth.uid())
    and d.date between available_flows.from_day and available_flows.to_day
    and d.date >= c.start_day;
$$;

COMMENT ON FUNCTION private.available_flows(from_day date, to_day date) IS 'What the caller''s counted rows moved each counted account by (null: the rows without an account), in its currency, per day of [from_day, to_day] (the accounts counted in the total, from their balance start).';

REVOKE ALL ON FUNCTION private.available_flows(from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO service_role;

CREATE FUNCTION private.running_balances(days date[]) RETURNS TABLE(id uuid, running_balance numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
  with page_days as materialized (
    select distinct d.date from pg_catalog.unnest(running_balances.days) as d(date)
  ),
  counted as materialized (
    -- key: the account, or a zero id for the rows without one, so the joins below are
    -- equalities (hashable).
    select c.account_id, coalesce(c.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key,
      c.start_day, c.initial_balance, c.currency
    from private.counted_accounts() c
  ),
  factors as materialized (
    -- Each counted currency's value in the default currency on each of the page's days.
    select x.currency, pd.date, private.conversion_factor(x.currency, private.owner_currency((select auth.uid())), pd.date) as k
    from (select distinct c.currency from counted c) x
    cross join page_days pd
  ),
  same_day as (
    -- Every row of the user on the page's days (filtered or not: the balance is the ledger's),
    -- what it moved the available balance by at the day's rates, summed within its day in id order.
    select s.id, s.date, sum(
        case when s.date >= cs.start_day then coalesce(private.account_flow(s.type, s.counted_amount, false) * fs.k, 0) else 0 end
        + case when s.date >= ct.start_day then coalesce(private.account_flow(s.type, private.received_amount(s.counted_amount, s.to_amount), true) * ft.k, 0) else 0 end)
      over (partition by s.date order by s.id) as upto
    from public.transactions s
    left join counted cs on cs.key = coalesce(s.account_id, '00000000-0000-0000-0000-000000000000'::uuid)
    left join counted ct on ct.account_id = s.to_account_id
    left join factors fs on fs.currency = cs.currency and fs.date = s.date
    left join factors ft on ft.currency = ct.currency and ft.date = s.date
    where s.user_id = (select auth.uid())
      -- The range lets the index scan only the page's span (a date-sorted page: its own days).
      and s.date between (select min(pd.date) from page_days pd) and (select max(pd.date) from page_days pd)
      and s.date in (select pd.date from page_days pd)
  ),
  account_days as (
    -- Per counted account, what its rows moved on each day through the page's last, and the
    -- page's days themselves (moving nothing, so each has a row).
    select u.key, u.date, sum(u.flow) as flow
    from (
      select coalesce(f.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key, f.date, f.flow
      from private.available_flows('-infinity', (select max(pd.date) from page_days pd)) f
      union all
      select c.key, pd.date, 0 from counted c cross join page_days pd
    ) u
    group by u.key, u.date
  ),
  before_days as (
    -- Each account's own balance before each day: its initial balance plus every earlier day.
    select a.key, a.date, sum(a.flow) over (partition by a.key order by a.date) - a.flow as moved_before
    from account_days a
  ),
  days as (
    -- The available balance before each day of the page, at that day's rates (the one rule).
    select pd.date, coalesce(sum((c.initial_balance + b.moved_before) * f.k), 0) as before_day
    from page_days pd
    cross join counted c
    join before_days b on b.key = c.key and b.date = pd.date
    join factors f on f.currency = c.currency and f.date = pd.date
    group by pd.date
  )
  select sd.id, dy.before_day + sd.upto
  from same_day sd
  join days dy on dy.date = sd.date;
$$;

COMMENT ON FUNCTION private.running_balances(days date[]) IS 'The available balance after each of the caller''s rows dated on one of days, in ledger order (date, id), by the one balance rule (each account valued at the BNR rate of the row''s day): the list''s and the export''s running balance.';

REVOKE ALL ON FUNCTION private.running_balances(days date[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.running_balances(days date[]) TO authenticated;
GRANT ALL ON FUNCTION private.running_balances(days date[]) TO service_role;
