-- Why: issue 27 bench:reports — report_net_worth sums the months once (a join) instead of once per month of the period (a subquery each).

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[] DEFAULT NULL::uuid[])
 RETURNS TABLE(month text, net_worth numeric, change numeric)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_nestloop TO 'on'
AS $function$
#variable_conflict use_column
declare
  uid uuid := private.require_user();
  owner_start date := private.balance_start_date(uid);
  period record;
  accounts uuid[] := nullif(report_net_worth.account_ids, '{}');
begin
  select p.first_month, p.last_month into period from private.report_period(report_net_worth.from_month, report_net_worth.to_month, accounts) p;
  -- Each account's balance at a month's end by the rule of get_account_balances: its initial
  -- balance plus what its rows moved from its balance start. From the month totals: every month
  -- from the start's month through this one, less the days of the start's month before the start.
  return query
  with acc as materialized (
    select a.id, coalesce(a.id, '00000000-0000-0000-0000-000000000000'::uuid) as key, a.initial_balance,
      greatest(coalesce(a.balance_start_date, '-infinity'::date), owner_start) as starts
    from public.user_accounts a
    where a.user_id = uid and (accounts is null or a.id = any (accounts))
    union all
    -- Every account: the rows without one too (a user with no account), as the available balance counts them.
    select null::uuid, '00000000-0000-0000-0000-000000000000'::uuid, 0::numeric, owner_start
    where accounts is null
  ), moves as (
    -- What each month moved, from each account's start month through the period's last month.
    select m.month, m.flow
    from acc
    join private.account_monthly_totals m
      on coalesce(m.account_id, '00000000-0000-0000-0000-000000000000'::uuid) = acc.key
    where m.user_id = uid and m.month <= period.last_month
      and m.month >= date_trunc('month', acc.starts::timestamp)::date
    union all
    -- Less the days of a start's month before the start, in that month.
    select date_trunc('month', acc.starts::timestamp)::date, -d.flow
    from acc
    join private.account_daily_totals d
      on coalesce(d.account_id, '00000000-0000-0000-0000-000000000000'::uuid) = acc.key
    where d.user_id = uid and pg_catalog.isfinite(acc.starts)
      and d.date >= date_trunc('month', acc.starts::timestamp)::date and d.date < acc.starts
      and acc.starts <= period.last_month + interval '1 month'
  ), per_month as (
    -- Summed once per month (before the period: one line).
    select greatest(mv.month, period.first_month - 1) as month, sum(mv.flow) as flow
    from moves mv
    group by 1
  ), opening as (
    select (select coalesce(sum(acc.initial_balance), 0) from acc)
      + coalesce((select sum(pm.flow) from per_month pm where pm.month < period.first_month), 0) as amount
  ), monthly as (
    select g.m::date as month, coalesce(pm.flow, 0) as flow
    from pg_catalog.generate_series(period.first_month::timestamp, period.last_month::timestamp, interval '1 month') as g(m)
    left join per_month pm on pm.month = g.m::date
  )
  select pg_catalog.to_char(mo.month, 'YYYY-MM'),
    (select o.amount from opening o) + sum(mo.flow) over (order by mo.month),
    mo.flow
  from monthly mo
  order by mo.month;
end;
$function$
;
