-- Why: the balances read each account through an SQL function (three queries planned again for
-- every account on every read); account_flows_between reads every account in one PL/pgSQL query,
-- whose plan the session keeps, and counted_accounts and available_balance keep theirs too.
-- available_balance gets back the comment and grants the previous rewrite lost.

drop function if exists "private"."account_flow_between"(owner uuid, account uuid, from_day date, to_day date);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date)
 RETURNS TABLE(account_id uuid, flow numeric)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.available_balance(on_day date)
 RETURNS numeric
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.counted_accounts()
 RETURNS TABLE(account_id uuid, start_day date, initial_balance numeric)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_nestloop TO 'on'
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.get_account_balances(as_of date DEFAULT NULL::date)
 RETURNS TABLE(account_id uuid, balance numeric, balance_start date, counted boolean)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

COMMENT ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) IS 'What each account''s rows moved from its from_day through to_day (the sum of its private.account_daily_totals days), read from the month totals and the days at the two ends.';

REVOKE ALL ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) TO service_role;

COMMENT ON FUNCTION private.available_balance(on_day date) IS 'The caller''s available balance at the end of on_day: the counted accounts'' initial balances plus what the counted rows moved through that day. The one balance rule.';

REVOKE ALL ON FUNCTION private.available_balance(on_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_balance(on_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_balance(on_day date) TO service_role;

COMMENT ON TABLE private.account_monthly_totals IS 'private.account_daily_totals summed per month, kept by the same trigger: a balance over years reads whole months and the days of the months at its two ends (private.account_flows_between).';
