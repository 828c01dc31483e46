-- Why: one available balance on every screen (issue 22 point 2). The header left the accounts'
-- initial balances out while the daily page and the grid put them in, so on the same data they
-- disagreed by exactly that sum. The rule now lives here once, and every reader calls it:
--
--   available balance on a day = the initial balances of the accounts counted in the total
--     (active and included_in_total) + what every counted row moved in those accounts from each
--     account's balance start through that day (private.account_daily_totals, read as whole
--     months from private.account_monthly_totals where a range spans months).
--
-- An account's balance start is the later of its own balance_start_date (the first-run card,
-- issue 22 point 5) and the user's balanceStartDate setting (private.balance_start_date: rows
-- before it are ignored, spec point 3 IGNORE); its initial balance holds on that day, before its
-- rows. Rows of a user with no account at all (account_id null) count from the setting.
-- Each account's own balance (point 3) is the same sum for that account alone.

create function private.counted_accounts()
returns table (account_id uuid, start_day date, initial_balance numeric)
language sql
stable
security invoker
set search_path = ''
-- A handful of accounts: nested loops are right even inside export_transactions, which turns
-- them off for its page (the cross join with the user's start cost 116 ms there).
set enable_nestloop = on
as $$
  -- Row-level security of user_accounts applies too: only the caller's accounts are read.
  with owner as (select private.balance_start_date((select auth.uid())) as start_day)
  select a.id, greatest(coalesce(a.balance_start_date, '-infinity'::date), o.start_day), a.initial_balance
  from public.user_accounts a cross join owner o
  where a.user_id = (select auth.uid()) and a.is_active and a.included_in_total
  union all
  -- The rows without an account (a user with no account at all).
  select null::uuid, o.start_day, 0 from owner o;
$$;

comment on function private.counted_accounts() is
  'The caller''s accounts counted in the available balance (active, included in the total) with the day their rows start to count and their initial balance; plus a row for rows without an account.';

revoke execute on function private.counted_accounts() from public, anon;
grant execute on function private.counted_accounts() to authenticated, service_role;

create function private.available_flows(from_day date, to_day date)
returns table (date date, flow numeric)
language sql
stable
security invoker
set search_path = ''
-- A nested loop over the few counted accounts is the plan: export_transactions turns nested
-- loops off for its own page, which made this join 80 times slower (230 ms at 100,000 rows).
set enable_nestloop = on
as $$
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

comment on function private.available_flows(date, date) is
  'What the caller''s counted rows moved the available balance by, per counted account and day of [from_day, to_day] (the accounts counted in the total, from their balance start).';

revoke execute on function private.available_flows(date, date) from public, anon;
grant execute on function private.available_flows(date, date) to authenticated, service_role;

create function private.available_flow_days(from_day date, to_day date)
returns table (date date, flow numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.date, sum(f.flow)
  from private.available_flows(available_flow_days.from_day, available_flow_days.to_day) f
  group by f.date;
$$;

comment on function private.available_flow_days(date, date) is
  'Per day of [from_day, to_day], what the caller''s counted rows moved the available balance by (private.available_flows summed per day).';

revoke execute on function private.available_flow_days(date, date) from public, anon;
grant execute on function private.available_flow_days(date, date) to authenticated, service_role;

create function private.account_flow_between(owner uuid, account uuid, from_day date, to_day date)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  -- What one account's rows moved over the days [from_day, to_day] (account null: the rows without
  -- an account): the whole months from from_day's month to to_day's month, less the days of those
  -- two months outside the range. Years of history cost their months, not their days.
  select case when account_flow_between.from_day > account_flow_between.to_day then 0 else
    coalesce((
      select sum(m.flow) from private.account_monthly_totals m
      where m.user_id = account_flow_between.owner
        and (m.account_id = account_flow_between.account or (account_flow_between.account is null and m.account_id is null))
        and m.month between date_trunc('month', account_flow_between.from_day::timestamp)::date and date_trunc('month', account_flow_between.to_day::timestamp)::date
    ), 0)
    - coalesce((
      select sum(d.flow) from private.account_daily_totals d
      where d.user_id = account_flow_between.owner
        and (d.account_id = account_flow_between.account or (account_flow_between.account is null and d.account_id is null))
        and d.date >= date_trunc('month', account_flow_between.from_day::timestamp)::date and d.date < account_flow_between.from_day
    ), 0)
    - coalesce((
      select sum(d.flow) from private.account_daily_totals d
      where d.user_id = account_flow_between.owner
        and (d.account_id = account_flow_between.account or (account_flow_between.account is null and d.account_id is null))
        and d.date > account_flow_between.to_day and d.date < (date_trunc('month', account_flow_between.to_day::timestamp) + interval '1 month')::date
    ), 0)
  end;
$$;

comment on function private.account_flow_between(uuid, uuid, date, date) is
  'What one account''s rows moved over [from_day, to_day] (the sum of its private.account_daily_totals days), read from the month totals and the days at the two ends.';

revoke execute on function private.account_flow_between(uuid, uuid, date, date) from public, anon;
grant execute on function private.account_flow_between(uuid, uuid, date, date) to authenticated, service_role;

create function private.available_balance(on_day date)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  -- Each counted account: its initial balance plus what its rows moved from its balance start
  -- through on_day; the same sums as private.available_flows over those days.
  select coalesce(sum(c.initial_balance + private.account_flow_between((select auth.uid()), c.account_id, c.start_day, available_balance.on_day)), 0)
  from private.counted_accounts() c;
$$;

create function private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date)
returns numeric
language sql
immutable
set search_path = ''
as $$
  -- from_start / to_start: the balance start of the row's account and to-account when counted in
  -- the total (private.counted_accounts), null when not.
  select case when row_available_delta.on_day >= row_available_delta.from_start
      then private.account_flow(row_available_delta.type, row_available_delta.counted, false) else 0 end
    + case when row_available_delta.on_day >= row_available_delta.to_start
      then private.account_flow(row_available_delta.type, row_available_delta.counted, true) else 0 end;
$$;

comment on function private.row_available_delta(text, numeric, date, date, date) is
  'What one row moves the available balance by, given the balance starts of its counted accounts (null: not counted): the running balance within a day.';

revoke execute on function private.row_available_delta(text, numeric, date, date, date) from public, anon;
grant execute on function private.row_available_delta(text, numeric, date, date, date) to authenticated, service_role;

create function public.get_account_balances(as_of date default null)
returns table (account_id uuid, balance numeric, balance_start date, counted boolean)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  start_day date := private.balance_start_date(uid);
  on_day date := coalesce(get_account_balances.as_of, private.bucharest_today());
begin
  -- The user's start and the day are read once, into variables: written inline they were
  -- evaluated again for every row read.
  return query
  select a.id,
    a.initial_balance + private.account_flow_between(uid, a.id, greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day), on_day),
    case when pg_catalog.isfinite(greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day))
      then greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day) end,
    a.is_active and a.included_in_total
  from public.user_accounts a
  where a.user_id = uid;
end;
$$;

comment on function public.get_account_balances(date) is
  'Each of the caller''s accounts with its balance at the end of as_of (default: today in Europe/Bucharest): initial balance plus what its rows moved from its balance start; counted: part of the available balance.';

revoke execute on function public.get_account_balances(date) from public, anon;
grant execute on function public.get_account_balances(date) to authenticated, service_role;

-- get_available_balance gains the rule and says whether the balances are set: it is dropped and
-- created again because its result gains a column.
drop function public.get_available_balance(date);

create function public.get_available_balance(as_of date default null)
returns table (
  total_income numeric,
  total_expenses numeric,
  total_savings numeric,
  available_balance numeric,
  balances_set boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
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

comment on function public.get_available_balance(date) is
  'Bani Disponibili on day as_of (default: today in Europe/Bucharest) by the one balance rule (private.available_balance), the month''s counted income, expenses and savings through as_of, and whether every counted account has its starting balance set.';

revoke execute on function public.get_available_balance(date) from public, anon;
grant execute on function public.get_available_balance(date) to authenticated, service_role;

-- Nothing reads them any more: get_daily_balances and the running-balance view were read by
-- tests only (the screens call get_daily_situation, get_month_grid and list_transactions).
drop view public.transactions_with_running_balance;
drop function public.get_daily_balances(date, date, numeric);
