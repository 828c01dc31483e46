-- Why: issue 26 point 1 — Avere netă values each account at the BNR rate of the month's last day in the default currency (it summed lei and euros alike); change is what the month moved the converted figure by.

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
$function$
;

COMMENT ON FUNCTION public.report_net_worth(from_month text, to_month text, account_ids uuid[]) IS 'Avere netă: per month from_month through to_month, the sum of the caller''s accounts at the month''s end — all of them, active or not, counted in the available balance or not, plus the rows without an account; or only account_ids — each by get_account_balances'' rule and valued in the default currency at the BNR rate of the month''s last day (an account without a rate that day is left out), and change, what the month moved that figure by.';
