-- Why: issue 26 points 1 and 2 — accounts in EUR, USD or GBP: rows in their account's currency, totals in the default currency at the BNR rate of each day (per-day totals converted once, balances valued per day), a missing rate named, a transfer between two currencies with the amount received, an account's currency fixed once it has rows.

drop function if exists "private"."available_flow_days"(from_day date, to_day date);

drop function if exists "private"."row_available_delta"(type text, counted numeric, on_day date, from_start date, to_start date);

drop function if exists "private"."available_flows"(from_day date, to_day date);

drop function if exists "private"."counted_accounts"();

drop function if exists "public"."export_transactions"(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid);

drop function if exists "public"."get_account_balances"(as_of date);

drop function if exists "public"."get_available_balance"(as_of date);

drop function if exists "public"."list_transactions"(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid);

alter table "private"."transaction_daily_totals" add column "unconverted" integer not null default 0;

alter table "public"."transactions" add column "to_amount" numeric;

alter table "public"."transactions" add column "to_currency" text;

-- Existing rows: each in its account's currency; a transfer's or saving's amount received is its
-- own amount (every account was in one currency so far). Triggers off: the per-day totals are
-- summed again at the end.
alter table "public"."transactions" disable trigger user;

update public.transactions t set currency = a.currency
from public.user_accounts a
where a.id = t.account_id and a.user_id = t.user_id and t.currency <> a.currency;

update public.transactions t
set to_currency = a.currency,
  to_amount = case when t.execution_status = 'MODIFIED' and t.actual_amount is not null then t.actual_amount else t.amount end
from public.user_accounts a
where a.id = t.to_account_id and a.user_id = t.user_id;

alter table "public"."transactions" enable trigger user;

alter table "public"."transactions" add constraint "transactions_to_amount_check" CHECK ((((to_account_id IS NULL) = (to_amount IS NULL)) AND ((to_account_id IS NULL) = (to_currency IS NULL)) AND ((to_amount >= (0)::numeric) AND (to_amount <= (10000000)::numeric) AND (to_amount = round(to_amount, 3))) AND ((to_currency IS DISTINCT FROM currency) OR (to_amount =
CASE
    WHEN ((execution_status = 'MODIFIED'::text) AND (actual_amount IS NOT NULL)) THEN actual_amount
    ELSE amount
END)))) not valid;

alter table "public"."transactions" validate constraint "transactions_to_amount_check";

alter table "public"."transactions" add constraint "transactions_to_currency_check" CHECK ((to_currency = ANY (ARRAY['RON'::text, 'EUR'::text, 'USD'::text, 'GBP'::text]))) not valid;

alter table "public"."transactions" validate constraint "transactions_to_currency_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date)
 RETURNS numeric
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date)
 RETURNS date
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.exchange_rates_refresh_totals()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
-- Definer: the service role writes rates; the per-day totals of every user whose figures use
-- them are summed again (only this and the transactions' triggers write them).
declare
  currencies text[];
  from_days date[];
  owners uuid[];
  days date[];
begin
  -- Each changed currency and its first changed day (a transition table exists only for its
  -- statement's kind).
  if tg_op = 'INSERT' then
    select array_agg(c.currency), array_agg(c.from_day) into currencies, from_days
    from (select n.currency, min(n.date) as from_day from new_rows n group by n.currency) c;
  elsif tg_op = 'DELETE' then
    select array_agg(c.currency), array_agg(c.from_day) into currencies, from_days
    from (select o.currency, min(o.date) as from_day from old_rows o group by o.currency) c;
  else
    select array_agg(c.currency), array_agg(c.from_day) into currencies, from_days
    from (
      select u.currency, min(u.date) as from_day
      from (select n.currency, n.date from new_rows n union all select o.currency, o.date from old_rows o) u
      group by u.currency
    ) c;
  end if;
  with touched as (
    -- A day uses a currency's rate from that rate's day on when one of its rows is in it, or when
    -- it is the owner's default currency and a row is in another.
    select distinct t.user_id, t.date
    from public.transactions t
    join unnest(currencies, from_days) as c(currency, from_day) on t.date >= c.from_day
    left join public.user_settings s on s.user_id = t.user_id
    where t.currency <> coalesce(s.settings ->> 'defaultCurrency', 'RON')
      and (t.currency = c.currency or coalesce(s.settings ->> 'defaultCurrency', 'RON') = c.currency)
  )
  select array_agg(x.user_id), array_agg(x.date) into owners, days from touched x;
  if owners is not null then
    perform private.refresh_daily_totals(owners, days);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.missing_rates(on_day date)
 RETURNS TABLE(currency text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select distinct c.currency
  from private.counted_accounts() c
  where private.conversion_factor(c.currency, private.owner_currency((select auth.uid())), missing_rates.on_day) is null;
$function$
;

CREATE OR REPLACE FUNCTION private.owner_currency(owner uuid)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- Row-level security of user_settings applies to a signed-in caller (their own document only);
  -- the triggers that sum the per-day totals run as definer and read the row's owner's.
  select coalesce((select s.settings ->> 'defaultCurrency' from public.user_settings s where s.user_id = owner_currency.owner), 'RON');
$function$
;

CREATE OR REPLACE FUNCTION private.received_amount(counted numeric, to_amount numeric)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- Nothing while the row does not count (planned, skipped); then what reached the to-account.
  select case when received_amount.counted > 0 then coalesce(received_amount.to_amount, received_amount.counted) else 0 end;
$function$
;

CREATE OR REPLACE FUNCTION private.refresh_daily_totals(owners uuid[], days date[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- The (owners[i], days[i]) days are summed again from public.transactions: each day's rows per
  -- currency, converted into the owner's default currency at the BNR rate of the day (the one
  -- conversion of the per-day totals). A currency without a rate adds nothing and is counted in
  -- unconverted. Days left without transactions go, so the table stays as small as the calendar used.
  delete from private.transaction_daily_totals d
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where d.user_id = gone.user_id and d.date = gone.date;
  insert into private.transaction_daily_totals (user_id, date, total, row_count, income, expenses, savings, unconverted)
  select g.user_id, g.date,
    coalesce(sum(g.total * g.k), 0), sum(g.row_count),
    coalesce(sum(g.income * g.k), 0), coalesce(sum(g.expenses * g.k), 0), coalesce(sum(g.savings * g.k), 0),
    coalesce(sum(g.counted_rows) filter (where g.k is null), 0)
  from (
    select c.*, private.conversion_factor(c.currency, private.owner_currency(c.user_id), c.date) as k
    from (
      -- total: the day's income less its spending (income +, expense and saving -, a transfer 0).
      select t.user_id, t.date, t.currency,
        sum(case t.type when 'INCOME' then t.counted_amount when 'TRANSFER' then 0 else -t.counted_amount end) as total,
        count(*) as row_count,
        coalesce(sum(t.counted_amount) filter (where t.type = 'INCOME'), 0) as income,
        coalesce(sum(t.counted_amount) filter (where t.type = 'EXPENSE'), 0) as expenses,
        coalesce(sum(t.counted_amount) filter (where t.type = 'SAVING'), 0) as savings,
        count(*) filter (where t.counted_amount > 0 and t.type <> 'TRANSFER')::integer as counted_rows
      from (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) touched
      join public.transactions t on t.user_id = touched.user_id and t.date = touched.date
      group by t.user_id, t.date, t.currency
    ) c
  ) g
  group by g.user_id, g.date;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.user_accounts_keep_currency()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- The account's rows are in its currency: changing it would change what they mean.
  if new.currency is distinct from old.currency and exists (
    select 1 from public.transactions t
    where t.user_id = old.user_id and (t.account_id = old.id or t.to_account_id = old.id)
  ) then
    raise exception 'an account''s currency cannot change once it has transactions'
      using errcode = 'check_violation', hint = 'ACCOUNT_CURRENCY_LOCKED';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.user_settings_refresh_totals()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
-- Definer: the user may read its per-day totals but not write them.
declare
  owners uuid[];
  days date[];
begin
  -- Another default currency: every day of the user's is summed again in it.
  if tg_op = 'INSERT' or (new.settings ->> 'defaultCurrency') is distinct from (old.settings ->> 'defaultCurrency') then
    select array_agg(d.user_id), array_agg(d.date) into owners, days
    from (select distinct t.user_id, t.date from public.transactions t where t.user_id = new.user_id) d;
    if owners is not null then
      perform private.refresh_daily_totals(owners, days);
    end if;
  end if;
  return null;
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
$function$
;

CREATE OR REPLACE FUNCTION private.available_flows(from_day date, to_day date)
 RETURNS TABLE(account_id uuid, date date, flow numeric)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
 SET enable_nestloop TO 'on'
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.counted_accounts()
 RETURNS TABLE(account_id uuid, start_day date, initial_balance numeric, currency text)
 LANGUAGE plpgsql
 STABLE ROWS 11
 SET search_path TO ''
 SET enable_nestloop TO 'on'
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.running_balances(days date[])
 RETURNS TABLE(id uuid, running_balance numeric)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.sync_account_daily_totals()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Definer: the caller may read its days and months but not write them; only this trigger does.
  -- Each branch adds what the statement's rows move per (user, account, day) to the days, and the
  -- same changes summed per month to the months.
  if tg_op in ('UPDATE', 'DELETE') then
    with f as (
      select f.user_id, f.account_id, f.date, -sum(f.flow) as flow, -count(*) as row_count
      from (
        select o.user_id, o.account_id, o.date, private.account_flow(o.type, o.counted_amount, false) as flow from old_rows o
        union all
        select o.user_id, o.to_account_id, o.date, private.account_flow(o.type, private.received_amount(o.counted_amount, o.to_amount), true) from old_rows o
        where o.to_account_id is not null
      ) f
      -- A user being deleted: the cascade from auth.users takes their totals too, perhaps already.
      where exists (select 1 from auth.users u where u.id = f.user_id)
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    with f as (
      select f.user_id, f.account_id, f.date, sum(f.flow) as flow, count(*) as row_count
      from (
        select n.user_id, n.account_id, n.date, private.account_flow(n.type, n.counted_amount, false) as flow from new_rows n
        union all
        select n.user_id, n.to_account_id, n.date, private.account_flow(n.type, private.received_amount(n.counted_amount, n.to_amount), true) from new_rows n
        where n.to_account_id is not null
      ) f
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.account_daily_totals d
    where d.row_count = 0
      and d.user_id in (select distinct o.user_id from old_rows o)
      and d.date in (select distinct o.date from old_rows o);
    delete from private.account_monthly_totals m
    where m.row_count = 0
      and m.user_id in (select distinct o.user_id from old_rows o)
      and m.month in (select distinct date_trunc('month', o.date::timestamp)::date from old_rows o);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.sync_transaction_daily_totals()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owners uuid[];
  days date[];
begin
  -- Definer: the caller may read its daily totals but not write them; only this trigger does.
  -- The days the statement's rows were or are on are summed again (private.refresh_daily_totals).
  if tg_op = 'INSERT' then
    select array_agg(n.user_id), array_agg(n.date) into owners, days from (select distinct n.user_id, n.date from new_rows n) n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.user_id), array_agg(o.date) into owners, days from (select distinct o.user_id, o.date from old_rows o) o;
  else
    select array_agg(u.user_id), array_agg(u.date) into owners, days
    from (select n.user_id, n.date from new_rows n union select o.user_id, o.date from old_rows o) u;
  end if;
  perform private.refresh_daily_totals(owners, days);
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.transactions_before_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  goes_to text;
begin
  -- The writer's default account when none is named (row-level security: only the writer's own).
  if new.account_id is null then
    select a.id into new.account_id
    from public.user_accounts a
    where a.user_id = new.user_id and a.is_default;
  end if;
  -- A row is in its account's currency, whatever the writer sent; a transfer's or saving's
  -- to_amount is in its to-account's (to_currency), the same as the amount when both currencies
  -- are one, given by the writer (what the bank really credited) when they differ.
  if new.account_id is not null then
    new.currency := coalesce((
      select a.currency from public.user_accounts a
      where a.id = new.account_id and a.user_id = new.user_id), new.currency);
  end if;
  if new.to_account_id is null then
    new.to_currency := null;
    new.to_amount := null;
  else
    -- Another user's account is not found: the foreign key refuses the row after this.
    new.to_currency := coalesce((
      select a.currency from public.user_accounts a
      where a.id = new.to_account_id and a.user_id = new.user_id), new.currency);
    if new.to_currency is not distinct from new.currency then
      new.to_amount := case when new.execution_status = 'MODIFIED' and new.actual_amount is not null then new.actual_amount else new.amount end;
    elsif new.to_amount is null then
      raise exception 'a transfer between two currencies needs the amount that reached the other account'
        using errcode = 'check_violation', hint = 'TRANSFER_AMOUNT_REQUIRED';
    end if;
  end if;

  if new.type = 'TRANSFER' then
    new.category := 'TRANSFER';
  end if;
  if new.to_account_id is not null and new.to_account_id = new.account_id then
    raise exception 'a transfer needs two different accounts'
      using errcode = 'check_violation', hint = 'TRANSFER_SAME_ACCOUNT';
  end if;
  if new.type = 'SAVING' and new.to_account_id is not null then
    select a.account_type into goes_to
    from public.user_accounts a
    where a.id = new.to_account_id and a.user_id = new.user_id;
    if goes_to is not null and goes_to not in ('SAVINGS', 'INVESTMENT') then
      raise exception 'a saving goes to a savings or investment account'
        using errcode = 'check_violation', hint = 'SAVING_ACCOUNT_INVALID';
    end if;
  end if;

  -- Dates against status, checked when a row is written or its date or status changes.
  if tg_op = 'INSERT' or new.date is distinct from old.date or new.execution_status is distinct from old.execution_status then
    if new.execution_status in ('COMPLETED', 'MODIFIED') and new.date > private.bucharest_today() then
      raise exception 'a done transaction cannot be dated after today'
        using errcode = 'check_violation', hint = 'DONE_IN_FUTURE';
    end if;
    if new.execution_status is null and not new.recurring and new.recurring_rule_id is null
       and new.date > (private.bucharest_today() + interval '1 year')::date then
      raise exception 'a planned transaction can be dated at most a year ahead'
        using errcode = 'check_violation', hint = 'PLANNED_TOO_FAR';
    end if;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.transactions_keep_reconciled()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- A reconciled row whose money changes (amount, status, day, accounts, type) is no longer what
  -- the bank agreed with: it loses the mark (the UI asked first). Text changes keep it.
  if old.reconciled_at is not null and (
    new.amount is distinct from old.amount
    or new.actual_amount is distinct from old.actual_amount
    or new.execution_status is distinct from old.execution_status
    or new.date is distinct from old.date
    or new.account_id is distinct from old.account_id
    or new.to_account_id is distinct from old.to_account_id
    or new.to_amount is distinct from old.to_amount
    or new.type is distinct from old.type
  ) then
    new.reconciled_at := null;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.copy_previous_month_plan(month text)
 RETURNS TABLE(batch_id uuid, copied integer)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.export_transactions(page_size integer DEFAULT 5000, sort_by text DEFAULT 'date'::text, sort_direction text DEFAULT 'desc'::text, after_date date DEFAULT NULL::date, after_amount numeric DEFAULT NULL::numeric, after_id uuid DEFAULT NULL::uuid, filter_type text DEFAULT NULL::text, filter_category text DEFAULT NULL::text, filter_subcategory text DEFAULT NULL::text, date_from date DEFAULT NULL::date, date_to date DEFAULT NULL::date, amount_min numeric DEFAULT NULL::numeric, amount_max numeric DEFAULT NULL::numeric, search text DEFAULT NULL::text, status text DEFAULT NULL::text, after_category text DEFAULT NULL::text, after_subcategory text DEFAULT NULL::text, after_type text DEFAULT NULL::text, filter_account uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, user_id uuid, account_id uuid, to_account_id uuid, type text, amount numeric, actual_amount numeric, counted_amount numeric, planned_amount numeric, execution_status text, date date, category text, subcategory text, description text, recurring boolean, frequency text, recurring_rule_id uuid, currency text, created_at timestamp with time zone, updated_at timestamp with time zone, running_balance numeric, reconciled_at timestamp with time zone, to_amount numeric, to_currency text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_nestloop TO 'off'
AS $function$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(export_transactions.sort_direction, 'desc'));
  sort_col text := coalesce(export_transactions.sort_by, 'date');
  cmp text;
  order_clause text;
  where_clause text;
  pattern text;
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9: no page may ask for more rows than that.
  if export_transactions.page_size is null or export_transactions.page_size < 1 or export_transactions.page_size > 10000 then
    raise exception 'invalid paging: page_size must be 1 to 10000' using errcode = 'invalid_parameter_value';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'invalid sort_direction: %', export_transactions.sort_direction using errcode = 'invalid_parameter_value';
  end if;
  order_clause := case sort_col
    when 'date' then format('t.date %1$s, t.id %1$s', dir)
    when 'amount' then format('t.amount %1$s, t.id %1$s', dir)
    -- The list's order (subcategory nulls last in both directions), with the null test as a key
    -- of its own so that the cursor below can compare every key with = and < or >.
    when 'category' then format('t.category %1$s, (t.subcategory is null), coalesce(t.subcategory, '''') %1$s, t.date desc, t.id desc', dir)
    when 'type' then format('t.type %1$s, t.date desc, t.id desc', dir)
  end;
  if order_clause is null then
    raise exception 'invalid sort_by: %', export_transactions.sort_by using errcode = 'invalid_parameter_value';
  end if;
  if export_transactions.after_id is not null
     and ((sort_col in ('date', 'category', 'type') and export_transactions.after_date is null)
       or (sort_col = 'amount' and export_transactions.after_amount is null)
       or (sort_col = 'category' and export_transactions.after_category is null)
       or (sort_col = 'type' and export_transactions.after_type is null)) then
    raise exception 'invalid cursor: after_id needs the sort keys of % too', sort_col using errcode = 'invalid_parameter_value';
  end if;

  select f.clause, f.pattern into where_clause, pattern
  from private.transaction_filter_clause(
    export_transactions.filter_type, export_transactions.filter_category, export_transactions.filter_subcategory,
    export_transactions.date_from, export_transactions.date_to, export_transactions.amount_min, export_transactions.amount_max,
    export_transactions.search, export_transactions.status, export_transactions.filter_account, '$18') f;
  -- The cursor as a row comparison, so the index scan starts right after the previous page.
  cmp := case dir when 'asc' then '>' else '<' end;
  if export_transactions.after_id is not null then
    where_clause := where_clause || case sort_col
      when 'date' then format(' and (t.date, t.id) %s ($11, $13)', cmp)
      when 'amount' then format(' and (t.amount, t.id) %s ($12, $13)', cmp)
      when 'category' then format(
        ' and (t.category %1$s $15 or (t.category = $15 and ((t.subcategory is null) > ($16::text is null)'
        ' or ((t.subcategory is null) = ($16::text is null) and (coalesce(t.subcategory, '''') %1$s coalesce($16::text, '''')'
        ' or (coalesce(t.subcategory, '''') = coalesce($16::text, '''') and (t.date, t.id) < ($11, $13)))))))', cmp)
      when 'type' then format(' and (t.type %s $17 or (t.type = $17 and (t.date, t.id) < ($11, $13)))', cmp)
    end;
  end if;

  return query execute format($q$
    with page as materialized (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $14
    ),
    balances as (
      select r.id, r.running_balance from private.running_balances(array(select distinct p.date from page p)) r
    )
    select t.id, t.user_id, t.account_id, t.to_account_id, t.type, t.amount, t.actual_amount, t.counted_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      b.running_balance, t.reconciled_at, t.to_amount, t.to_currency
    from page t
    join balances b on b.id = t.id
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, export_transactions.filter_type, export_transactions.filter_category, export_transactions.filter_subcategory,
    export_transactions.date_from, export_transactions.date_to, export_transactions.amount_min, export_transactions.amount_max,
    pattern, export_transactions.status, export_transactions.after_date, export_transactions.after_amount,
    export_transactions.after_id, export_transactions.page_size, export_transactions.after_category,
    export_transactions.after_subcategory, export_transactions.after_type, export_transactions.filter_account;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_account_balances(as_of date DEFAULT NULL::date)
 RETURNS TABLE(account_id uuid, balance numeric, balance_start date, counted boolean, currency text, converted numeric, rate numeric, rate_date date)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.get_available_balance(as_of date DEFAULT NULL::date)
 RETURNS TABLE(total_income numeric, total_expenses numeric, total_savings numeric, available_balance numeric, balances_set boolean, currency text, missing_rates text[])
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.get_daily_month(month text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_daily_month.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
begin
  return json_build_object(
    'month', get_daily_month.month,
    'days', coalesce((
      select json_agg(json_build_array(g.day, g.pending, g.done, g.skipped, g.planned, g.actual) order by g.day)
      from (
        -- Spending in the default currency, each row at the BNR rate of its day.
        select t.date - first_day + 1 as day,
          count(*) filter (where t.execution_status is null) as pending,
          count(*) filter (where t.execution_status in ('COMPLETED', 'MODIFIED')) as done,
          count(*) filter (where t.execution_status = 'SKIPPED') as skipped,
          coalesce(sum(t.amount * k.factor) filter (where t.type = 'EXPENSE' and not t.unplanned
            and t.execution_status is distinct from 'SKIPPED'), 0) as planned,
          coalesce(sum(t.counted_amount * k.factor) filter (where t.type = 'EXPENSE'
            and t.execution_status in ('COMPLETED', 'MODIFIED')), 0) as actual
        from public.transactions t
        join (
          select f.currency, f.date, private.conversion_factor(f.currency, private.owner_currency(uid), f.date) as factor
          from (select distinct r.currency, r.date from public.transactions r
                where r.user_id = uid and r.date between first_day and last_day) f
        ) k on k.currency = t.currency and k.date = t.date
        where t.user_id = uid and t.date between first_day and last_day and (t.type <> 'TRANSFER' or t.recurring)
        group by t.date
      ) g
    ), '[]'::json)
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_daily_situation(day date, today date DEFAULT NULL::date)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := (select auth.uid());
  first_day date;
  cutoff date;
  opening numeric;
begin
  if get_daily_situation.day is null or not private.is_app_date(get_daily_situation.day)
     or (get_daily_situation.today is not null and not private.is_app_date(get_daily_situation.today)) then
    raise exception 'invalid day: expected a date from 1900-01-01 to 2199-12-31'
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := get_daily_situation.day - (extract(day from get_daily_situation.day)::integer - 1);
  cutoff := least(get_daily_situation.day, coalesce(get_daily_situation.today, get_daily_situation.day));

  -- The one balance rule at the end of the day before and at the end of the day (each at its
  -- day's rates, so a foreign account's revaluation is in the difference with the day's rows).
  opening := private.available_balance(get_daily_situation.day - 1);

  return json_build_object(
    'date', get_daily_situation.day,
    'opening_balance', opening,
    'closing_balance', private.available_balance(get_daily_situation.day),
    'items', coalesce((
      select json_agg(json_build_array(t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          case when t.execution_status in ('COMPLETED', 'MODIFIED') then t.counted_amount end,
          t.execution_status, t.unplanned, t.recurring or t.recurring_rule_id is not null,
          t.postponed_from_id, c.date, t.currency)
        -- Sorted under collation "C" (the grid's reason: the locale's sort cost milliseconds,
        -- and the keys are the catalogue's).
        order by case t.type when 'INCOME' then 1 when 'EXPENSE' then 2 else 3 end,
          t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id)
      from public.transactions t
      left join public.transactions c on c.user_id = uid and c.postponed_from_id = t.id
      -- Transfers move money between accounts; they are not the day's items, except those of a
      -- monthly automatic transfer, which are planned and confirmed like the others.
      where t.user_id = uid and t.date = get_daily_situation.day and (t.type <> 'TRANSFER' or t.recurring)
    ), '[]'::json),
    'overdue', coalesce((
      select json_agg(json_build_array(o.id, o.date, o.type, o.category, o.subcategory, o.description, o.amount,
          null, null, false, o.recurring, o.postponed_from_id, null, o.currency)
        order by o.date, o.type_order, o.category collate "C", o.subcategory collate "C" nulls first, o.created_at, o.id)
      from (
        select t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          t.recurring or t.recurring_rule_id is not null as recurring, t.postponed_from_id, t.created_at, t.currency,
          case t.type when 'INCOME' then 1 when 'EXPENSE' then 2 else 3 end as type_order
        from public.transactions t
        where t.user_id = uid and t.date >= first_day and t.date < cutoff
          and t.execution_status is null and not t.unplanned and (t.type <> 'TRANSFER' or t.recurring)
        order by t.date, type_order, t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id
        limit 50
      ) o
    ), '[]'::json),
    'overdue_count', (
      select count(*)
      from public.transactions t
      where t.user_id = uid and t.date >= first_day and t.date < cutoff
        and t.execution_status is null and not t.unplanned and (t.type <> 'TRANSFER' or t.recurring)
    )
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_month_grid(month text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_month_grid.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  start_day date := private.balance_start_date(uid);
  -- The balance at the end of the previous day, by the one rule (cost follows days, not rows).
  opening numeric := private.available_balance(first_day - 1);
  target text := private.owner_currency(uid);
begin

  return (
    with factors as materialized (
      -- What one unit of each currency the month uses is worth in the default currency, per day.
      select x.currency, g.day::date as date, private.conversion_factor(x.currency, target, g.day::date) as k
      from (
        select distinct c.currency from private.counted_accounts() c
        union
        select distinct r.currency from public.transactions r where r.user_id = uid and r.date between first_day and last_day and r.currency <> target
      ) x
      cross join pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
    ),
    cells as (
      -- Grouped under collation "C": the same groups (equality is bytewise anyway), sorted by
      -- byte instead of by the database's locale, which cost milliseconds at 3,000 rows. Values
      -- in the default currency, each row at the BNR rate of its day (none: left out).
      select t.category collate "C" as category, t.subcategory collate "C" as subcategory, t.type collate "C" as type,
        t.date - first_day + 1 as day, t.execution_status collate "C" as status,
        count(*)::integer as n, coalesce(sum(t.counted_amount * coalesce(f.k, case when t.currency = target then 1 end)), 0) as value
      from public.transactions t
      left join factors f on f.currency = t.currency and f.date = t.date and t.currency <> target
      -- A transfer is neither income nor expense: it has no line of the grid.
      where t.user_id = uid and t.date between first_day and last_day and t.type <> 'TRANSFER'
      group by 1, 2, 3, t.date, 5
    ),
    counted as materialized (
      -- key: the account, or a zero id for the rows without one, so the joins below are
      -- equalities (hashable, each function read once).
      select c.account_id, coalesce(c.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key,
        c.start_day, c.initial_balance, c.currency
      from private.counted_accounts() c
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
      -- Each counted account's own balance at the end of each day of the month.
      select a.currency, g.day::date as date,
        a.amount + coalesce(sum(m.flow) over (partition by a.key order by g.day), 0) as amount
      from account_opening a
      cross join pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join month_flows m on m.key = a.key and m.date = g.day::date
    ),
    day_balances as (
      -- The available balance at the end of each day: every account at that day's rates.
      select ad.date, sum(ad.amount * f.k) as balance
      from account_days ad
      join factors f on f.currency = ad.currency and f.date = ad.date
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
          'net', sum(b.total), 'closing_balance', (select b2.balance from balances b2 where b2.date = last_day), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.list_transactions(page_size integer DEFAULT 10, page_offset integer DEFAULT 0, sort_by text DEFAULT 'date'::text, sort_direction text DEFAULT 'desc'::text, filter_type text DEFAULT NULL::text, filter_category text DEFAULT NULL::text, filter_subcategory text DEFAULT NULL::text, date_from date DEFAULT NULL::date, date_to date DEFAULT NULL::date, amount_min numeric DEFAULT NULL::numeric, amount_max numeric DEFAULT NULL::numeric, search text DEFAULT NULL::text, status text DEFAULT NULL::text, filter_account uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, user_id uuid, account_id uuid, to_account_id uuid, type text, amount numeric, actual_amount numeric, counted_amount numeric, planned_amount numeric, execution_status text, date date, category text, subcategory text, description text, recurring boolean, frequency text, recurring_rule_id uuid, currency text, created_at timestamp with time zone, updated_at timestamp with time zone, running_balance numeric, total_count bigint, reconciled_at timestamp with time zone, to_amount numeric, to_currency text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(list_transactions.sort_direction, 'desc'));
  order_clause text;
  where_clause text;
  pattern text;
  total bigint;
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9: no page may ask for more rows than that.
  if list_transactions.page_size is null or list_transactions.page_size < 1 or list_transactions.page_size > 10000
     or list_transactions.page_offset is null or list_transactions.page_offset < 0 then
    raise exception 'invalid paging: page_size must be 1 to 10000 and page_offset not negative'
      using errcode = 'invalid_parameter_value';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'invalid sort_direction: %', list_transactions.sort_direction using errcode = 'invalid_parameter_value';
  end if;
  order_clause := case coalesce(list_transactions.sort_by, 'date')
    when 'date' then format('t.date %s, t.id %s', dir, dir)
    when 'amount' then format('t.amount %s, t.id %s', dir, dir)
    when 'category' then format('t.category %s, t.subcategory %s nulls last, t.date desc, t.id desc', dir, dir)
    when 'type' then format('t.type %s, t.date desc, t.id desc', dir)
  end;
  if order_clause is null then
    raise exception 'invalid sort_by: %', list_transactions.sort_by using errcode = 'invalid_parameter_value';
  end if;
  select f.clause, f.pattern into where_clause, pattern
  from private.transaction_filter_clause(
    list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    list_transactions.search, list_transactions.status, list_transactions.filter_account, '$14') f;

  if list_transactions.filter_type is null and list_transactions.filter_category is null
     and list_transactions.filter_subcategory is null and list_transactions.amount_min is null
     and list_transactions.amount_max is null and pattern is null and list_transactions.status is null
     and list_transactions.filter_account is null then
    -- Only dates (or nothing) filter: the count is a sum over the daily totals.
    select coalesce(sum(d.row_count), 0)::bigint into total
    from private.transaction_daily_totals d
    where d.user_id = uid
      and (list_transactions.date_from is null or d.date >= list_transactions.date_from)
      and (list_transactions.date_to is null or d.date <= list_transactions.date_to);
  else
    execute 'select count(*) from public.transactions t where ' || where_clause
      into total
      using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
        list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
        pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total,
        list_transactions.filter_account;
  end if;

  return query execute format($q$
    with page as materialized (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $11 offset $12
    ),
    balances as (
      select r.id, r.running_balance from private.running_balances(array(select distinct p.date from page p)) r
    )
    select t.id, t.user_id, t.account_id, t.to_account_id, t.type, t.amount, t.actual_amount, t.counted_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      b.running_balance,
      $13::bigint as total_count, t.reconciled_at, t.to_amount, t.to_currency
    from page t
    join balances b on b.id = t.id
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total,
    list_transactions.filter_account;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.postpone_transaction(transaction_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  uid uuid := (select auth.uid());
  source public.transactions;
  copy_id uuid;
begin
  select t.* into source
  from public.transactions t
  where t.id = postpone_transaction.transaction_id and t.user_id = uid
  for update;
  if source.id is null then
    raise exception 'transaction not found: %', postpone_transaction.transaction_id using errcode = 'PT404';
  end if;
  if source.execution_status is not null or source.unplanned then
    raise exception 'only a pending planned item can be postponed'
      using errcode = 'check_violation', hint = 'NOT_PENDING';
  end if;

  update public.transactions t set execution_status = 'SKIPPED' where t.id = source.id;
  insert into public.transactions (
    user_id, account_id, to_account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, postponed_from_id, to_amount
  ) values (
    uid, source.account_id, source.to_account_id, source.type, source.amount, source.planned_amount, source.date + 1,
    source.category, source.subcategory, source.description, source.currency, source.id, source.to_amount
  )
  returning id into copy_id;

  return json_build_object('id', source.id, 'copy_id', copy_id, 'copy_date', source.date + 1);
end;
$function$
;

CREATE TRIGGER exchange_rates_refresh_totals_after_delete AFTER DELETE ON public.exchange_rates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.exchange_rates_refresh_totals();

CREATE TRIGGER exchange_rates_refresh_totals_after_insert AFTER INSERT ON public.exchange_rates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.exchange_rates_refresh_totals();

CREATE TRIGGER exchange_rates_refresh_totals_after_update AFTER UPDATE ON public.exchange_rates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.exchange_rates_refresh_totals();

CREATE TRIGGER user_accounts_keep_currency BEFORE UPDATE OF currency ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION private.user_accounts_keep_currency();

CREATE TRIGGER user_settings_refresh_totals AFTER INSERT OR UPDATE OF settings ON public.user_settings FOR EACH ROW EXECUTE FUNCTION private.user_settings_refresh_totals();

alter function private.account_flows_between(owner uuid, accounts uuid[], from_days date[], to_day date) rows 11;

COMMENT ON FUNCTION private.received_amount(counted numeric, to_amount numeric) IS 'What a transfer or saving adds to its to-account, in that account''s currency: its to_amount once the row counts (counted > 0), nothing before.';

REVOKE ALL ON FUNCTION private.received_amount(counted numeric, to_amount numeric) FROM PUBLIC;

GRANT ALL ON FUNCTION private.received_amount(counted numeric, to_amount numeric) TO authenticated;

GRANT ALL ON FUNCTION private.received_amount(counted numeric, to_amount numeric) TO service_role;

COMMENT ON FUNCTION private.refresh_daily_totals(owners uuid[], days date[]) IS 'Sums the (owners[i], days[i]) days of private.transaction_daily_totals again from public.transactions, converted into each owner''s default currency at the BNR rate of the day: the one place the per-day totals are computed.';

REVOKE ALL ON FUNCTION private.refresh_daily_totals(owners uuid[], days date[]) FROM PUBLIC;

COMMENT ON FUNCTION private.transactions_before_write() IS 'Before a transaction is written: the default account when none is named, the account''s currency and the to-account''s (to_amount: the amount itself when they agree, required when they differ), a transfer''s fixed category, two different accounts, a saving''s target account type, and the dates a done or planned row may have.';

COMMENT ON FUNCTION private.owner_currency(owner uuid) IS 'The user''s defaultCurrency setting, or RON: the currency their totals are in.';

REVOKE ALL ON FUNCTION private.owner_currency(owner uuid) FROM PUBLIC;

GRANT ALL ON FUNCTION private.owner_currency(owner uuid) TO authenticated;

GRANT ALL ON FUNCTION private.owner_currency(owner uuid) TO service_role;

COMMENT ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) IS 'What one unit of from_currency is worth in to_currency on on_day by the BNR rates (lei per unit, the last published on or before the day): 1 for one currency, null when a rate is missing. The one conversion rule.';

REVOKE ALL ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) FROM PUBLIC;

GRANT ALL ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) TO authenticated;

GRANT ALL ON FUNCTION private.conversion_factor(from_currency text, to_currency text, on_day date) TO service_role;

COMMENT ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) IS 'The day BNR published the rate private.conversion_factor uses on on_day (the older of the two sides''); null for one currency or when none is published.';

REVOKE ALL ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) FROM PUBLIC;

GRANT ALL ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) TO authenticated;

GRANT ALL ON FUNCTION private.conversion_rate_date(from_currency text, to_currency text, on_day date) TO service_role;

COMMENT ON FUNCTION private.counted_accounts() IS 'At most ten accounts and the rows without one (ROWS 11: the planner''s default of 1,000 made the grid''s per-day balances take seconds). The caller''s accounts counted in the available balance (active, included in the total) with the day their rows start to count, their initial balance and currency; plus a row for rows without an account.';

REVOKE ALL ON FUNCTION private.counted_accounts() FROM PUBLIC;

GRANT ALL ON FUNCTION private.counted_accounts() TO authenticated;

GRANT ALL ON FUNCTION private.counted_accounts() TO service_role;

COMMENT ON FUNCTION public.get_account_balances(as_of date) IS 'Each of the caller''s accounts with its balance at the end of as_of (default: today in Europe/Bucharest) in its own currency: initial balance plus what its rows moved from its balance start; counted: part of the available balance; converted: that balance in the default currency at the BNR rate of as_of (rate: the factor, rate_date: the day BNR published it; null when no rate).';

REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM PUBLIC;

GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO authenticated;

GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO service_role;

REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM anon;

COMMENT ON FUNCTION public.get_available_balance(as_of date) IS 'Bani Disponibili on day as_of (default: today in Europe/Bucharest) by the one balance rule (private.available_balance), the month''s counted income, expenses and savings through as_of, whether every counted account has its starting balance set, the default currency these are in and the currencies left out for want of a BNR rate.';

REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM PUBLIC;

GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO authenticated;

GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO service_role;

REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM anon;

COMMENT ON FUNCTION private.available_balance(on_day date) IS 'The caller''s available balance at the end of on_day: each counted account''s initial balance plus what its counted rows moved through that day, valued in the default currency at the BNR rate of on_day. The one balance rule.';

REVOKE ALL ON FUNCTION private.available_balance(on_day date) FROM PUBLIC;

GRANT ALL ON FUNCTION private.available_balance(on_day date) TO authenticated;

GRANT ALL ON FUNCTION private.available_balance(on_day date) TO service_role;

COMMENT ON FUNCTION private.missing_rates(on_day date) IS 'The currencies of the caller''s counted accounts that have no BNR rate on on_day: left out of the available balance.';

REVOKE ALL ON FUNCTION private.missing_rates(on_day date) FROM PUBLIC;

GRANT ALL ON FUNCTION private.missing_rates(on_day date) TO authenticated;

GRANT ALL ON FUNCTION private.missing_rates(on_day date) TO service_role;

COMMENT ON FUNCTION private.available_flows(from_day date, to_day date) IS 'What the caller''s counted rows moved each counted account by (null: the rows without an account), in its currency, per day of [from_day, to_day] (the accounts counted in the total, from their balance start).';

REVOKE ALL ON FUNCTION private.available_flows(from_day date, to_day date) FROM PUBLIC;

GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO authenticated;

GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO service_role;

COMMENT ON FUNCTION private.running_balances(days date[]) IS 'The available balance after each of the caller''s rows dated on one of days, in ledger order (date, id), by the one balance rule (each account valued at the BNR rate of the row''s day): the list''s and the export''s running balance.';

REVOKE ALL ON FUNCTION private.running_balances(days date[]) FROM PUBLIC;

GRANT ALL ON FUNCTION private.running_balances(days date[]) TO authenticated;

GRANT ALL ON FUNCTION private.running_balances(days date[]) TO service_role;

COMMENT ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) IS 'The caller''s transactions for an export, one keyset page at a time (the list''s filters and sort; after_* is the last row of the previous page), each with the running available balance after it (the one balance rule), its reconciliation mark and, for a transfer or saving into an account, what reached it (to_amount, to_currency).';

REVOKE ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) FROM PUBLIC;

GRANT ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) TO authenticated;

GRANT ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) TO service_role;

REVOKE ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) FROM anon;

COMMENT ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) IS 'One page of the caller''s transactions, filtered (account, type, category, dates, amounts, status, a search folding case and diacritics) and sorted on the server, each with the running available balance after it (the one balance rule, ledger order date, id) and the filtered total_count, its reconciliation mark and, for a transfer or saving into an account, what reached it (to_amount, to_currency).';

REVOKE ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) FROM PUBLIC;

GRANT ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) TO authenticated;

GRANT ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) TO service_role;

REVOKE ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) FROM anon;

COMMENT ON FUNCTION public.get_daily_month(month text) IS 'The caller''s month (''YYYY-MM'') for the daily calendar and chart: per day with rows [day, pending, done, skipped, planned spending, actual spending], spending in the default currency (each row at the BNR rate of its day).';

REVOKE ALL ON FUNCTION public.get_daily_month(month text) FROM PUBLIC;

GRANT ALL ON FUNCTION public.get_daily_month(month text) TO authenticated;

GRANT ALL ON FUNCTION public.get_daily_month(month text) TO service_role;

REVOKE ALL ON FUNCTION public.get_daily_month(month text) FROM anon;

COMMENT ON FUNCTION public.get_daily_situation(day date, today date) IS 'The caller''s day for the daily page: its items as positional arrays [id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to, currency] (amounts in the row''s currency), opening and closing balance (private.available_balance at the end of the day before and of the day) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';

REVOKE ALL ON FUNCTION public.get_daily_situation(day date, today date) FROM PUBLIC;

GRANT ALL ON FUNCTION public.get_daily_situation(day date, today date) TO authenticated;

GRANT ALL ON FUNCTION public.get_daily_situation(day date, today date) TO service_role;

REVOKE ALL ON FUNCTION public.get_daily_situation(day date, today date) FROM anon;

COMMENT ON FUNCTION public.postpone_transaction(transaction_id uuid) IS 'Postpones one pending item of the caller to the next day: the row becomes SKIPPED and a pending copy (postponed_from_id) is written, in one transaction.';

REVOKE ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) FROM PUBLIC;

GRANT ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) TO authenticated;

GRANT ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) FROM anon;

COMMENT ON FUNCTION public.copy_previous_month_plan(month text) IS 'Copies the caller''s pending, non-recurring rows of the month before ''YYYY-MM'' into it (same day, clamped), each source at most once; returns the batch id (the undo deletes its rows) and the number copied.';

REVOKE ALL ON FUNCTION public.copy_previous_month_plan(month text) FROM PUBLIC;

GRANT ALL ON FUNCTION public.copy_previous_month_plan(month text) TO authenticated;

GRANT ALL ON FUNCTION public.copy_previous_month_plan(month text) TO service_role;

REVOKE ALL ON FUNCTION public.copy_previous_month_plan(month text) FROM anon;

COMMENT ON FUNCTION public.get_month_grid(month text) IS 'The caller''s month (''YYYY-MM'') for the grid: per (category, subcategory, type) its cells [day, status, count, value]; per day the counted income, expenses, savings and closing balance; the opening balance, the balance start date (null: none) and month totals. Counted by private.counted_amount, in the default currency (each row and each day''s balance at the BNR rate of the day); only rows dated from the balance start date move a balance.';

REVOKE ALL ON FUNCTION public.get_month_grid(month text) FROM PUBLIC;

GRANT ALL ON FUNCTION public.get_month_grid(month text) TO authenticated;

GRANT ALL ON FUNCTION public.get_month_grid(month text) TO service_role;

REVOKE ALL ON FUNCTION public.get_month_grid(month text) FROM anon;

COMMENT ON FUNCTION private.transactions_keep_reconciled() IS 'Before a transaction is updated: a reconciled row whose amount, actual amount, status, date, account, to-account, amount received or type changes loses its reconciled_at.';

REVOKE ALL ON FUNCTION private.transactions_keep_reconciled() FROM PUBLIC;

COMMENT ON FUNCTION private.user_accounts_keep_currency() IS 'Before an account''s currency changes: refused (hint ACCOUNT_CURRENCY_LOCKED) when any transaction is in or goes to the account.';

REVOKE ALL ON FUNCTION private.user_accounts_keep_currency() FROM PUBLIC;

COMMENT ON FUNCTION private.exchange_rates_refresh_totals() IS 'After rates are written, changed or deleted: the per-day totals of the days that convert with them (from each changed rate''s day on) are summed again.';

REVOKE ALL ON FUNCTION private.exchange_rates_refresh_totals() FROM PUBLIC;

COMMENT ON FUNCTION private.user_settings_refresh_totals() IS 'After a user''s settings are written with another defaultCurrency: all their per-day totals are summed again in it.';

REVOKE ALL ON FUNCTION private.user_settings_refresh_totals() FROM PUBLIC;

COMMENT ON TABLE private.transaction_daily_totals IS 'Signed counted amount and number of transactions per user and day, in the user''s default currency (each row converted at the BNR rate of its day, private.conversion_factor), kept by triggers on public.transactions, public.exchange_rates and public.user_settings (private.refresh_daily_totals).';

COMMENT ON COLUMN private.transaction_daily_totals.unconverted IS 'How many of the day''s counted rows are in a currency with no BNR rate on or before the day: left out of the day''s sums, which then say the rate is missing.';

COMMENT ON COLUMN public.transactions.currency IS 'The currency of amount and actual_amount: the account''s (set by private.transactions_before_write).';

COMMENT ON COLUMN public.transactions.to_amount IS 'What a TRANSFER or SAVING with a to_account_id adds to that account, in its currency (to_currency): the amount itself between accounts of one currency, what the bank really credited between two; null without a to-account.';

COMMENT ON COLUMN public.transactions.to_currency IS 'The to-account''s currency (set by private.transactions_before_write); null without a to-account.';

-- The per-day totals summed again, in each user's default currency.
delete from private.transaction_daily_totals;
select private.refresh_daily_totals(array_agg(d.user_id), array_agg(d.date))
from (select distinct t.user_id, t.date from public.transactions t) d;
