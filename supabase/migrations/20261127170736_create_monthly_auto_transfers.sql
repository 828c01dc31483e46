-- Why: issue 26 point 5, the monthly automatic transfer (spec point 3, an account's setting): a
-- recurring series whose rows are TRANSFERs, marked by recurring_rules.transfer_day (1-28).
-- Transfers may now be recurring (monthly) when their series is such a rule (a trigger checks it);
-- set_auto_transfer, stop_auto_transfer and get_auto_transfers write, end and read it; the daily
-- page lists its planned rows to confirm.

alter table "public"."transactions" drop constraint "transactions_transfer_check";

alter table "public"."recurring_rules" add column "transfer_day" integer;

alter table "public"."recurring_rules" add constraint "recurring_rules_transfer_day_check" CHECK (((transfer_day IS NULL) OR ((transfer_day >= 1) AND (transfer_day <= 28) AND (frequency = 'MONTHLY'::text) AND (end_type = 'NONE'::text)))) not valid;

alter table "public"."recurring_rules" validate constraint "recurring_rules_transfer_day_check";

alter table "public"."transactions" add constraint "transactions_transfer_check" CHECK (((type <> 'TRANSFER'::text) OR ((account_id IS NOT NULL) AND (to_account_id IS NOT NULL) AND (category = 'TRANSFER'::text) AND (subcategory IS NULL) AND (NOT unplanned) AND ((NOT recurring) OR (frequency = 'MONTHLY'::text)) AND (recurring OR (recurring_rule_id IS NULL))))) not valid;

alter table "public"."transactions" validate constraint "transactions_transfer_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.check_auto_transfer_row()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- A transfer belongs to a series only when the series is a monthly automatic transfer of the
  -- row's own user (create_recurring_series and update_series cannot make one).
  if not exists (
    select 1 from public.recurring_rules r
    where r.id = new.recurring_rule_id and r.user_id = new.user_id and r.transfer_day is not null
  ) then
    raise exception 'only a monthly automatic transfer makes recurring transfers'
      using errcode = 'check_violation', hint = 'TRANSFER_NOT_RECURRING';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_auto_transfers()
 RETURNS TABLE(rule_id uuid, to_account_id uuid, from_account_id uuid, amount numeric, day integer, next_date date)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select r.id, last_row.to_account_id, last_row.account_id, r.amount, r.transfer_day,
    (select min(p.date) from public.transactions p
     where p.user_id = r.user_id and p.recurring_rule_id = r.id and p.execution_status is null)
  from public.recurring_rules r
  cross join lateral (
    select t.account_id, t.to_account_id from public.transactions t
    where t.user_id = r.user_id and t.recurring_rule_id = r.id
    order by t.date desc, t.id desc limit 1
  ) last_row
  where r.user_id = (select auth.uid()) and r.is_active and r.transfer_day is not null
  order by r.created_at, r.id;
$function$
;

CREATE OR REPLACE FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer DEFAULT 365)
 RETURNS TABLE(rule_id uuid, generated integer, last_generated_date date)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  caller uuid := (select auth.uid());
  series_currency text := private.default_currency();
  existing public.recurring_rules;
  first_day date;
  through date;
  the_rule uuid;
  template_id uuid := gen_random_uuid();
  made uuid[];
  last_day date;
  anchor uuid;
begin
  if caller is null then
    raise exception 'sign in first' using errcode = 'insufficient_privilege';
  end if;
  if set_auto_transfer.today is null
    or set_auto_transfer.today not between current_date - 1 and current_date + 1 then
    raise exception 'today must be the current date (one day either way for the time zone)'
      using errcode = 'invalid_parameter_value';
  end if;
  if set_auto_transfer.day is null or set_auto_transfer.day not between 1 and 28 then
    raise exception 'the day of the month must be from 1 to 28'
      using errcode = 'invalid_parameter_value', hint = 'AUTO_TRANSFER_DAY';
  end if;
  if set_auto_transfer.amount is null or set_auto_transfer.amount <= 0 or set_auto_transfer.amount > 1000000
    or set_auto_transfer.amount <> round(set_auto_transfer.amount, 3) then
    raise exception 'the amount must be above 0, at most 1,000,000, with at most 3 decimals'
      using errcode = 'invalid_parameter_value', hint = 'AUTO_TRANSFER_AMOUNT';
  end if;
  if set_auto_transfer.from_account_id is null or set_auto_transfer.to_account_id is null
    or set_auto_transfer.from_account_id = set_auto_transfer.to_account_id then
    raise exception 'a transfer needs two different accounts'
      using errcode = 'check_violation', hint = 'TRANSFER_SAME_ACCOUNT';
  end if;
  if (select count(*) from public.user_accounts a
      where a.user_id = caller and a.id in (set_auto_transfer.from_account_id, set_auto_transfer.to_account_id)) <> 2 then
    raise exception 'both accounts must be the caller''s'
      using errcode = 'foreign_key_violation', hint = 'AUTO_TRANSFER_ACCOUNT';
  end if;

  -- One call at a time per receiving account, so two saves cannot make two series.
  perform pg_advisory_xact_lock(hashtextextended('auto_transfer:' || set_auto_transfer.to_account_id::text, 0));

  select r.* into existing
  from public.recurring_rules r
  join public.transactions t on t.id = r.transaction_id and t.user_id = r.user_id
  where r.user_id = caller and r.is_active and r.transfer_day is not null
    and t.to_account_id = set_auto_transfer.to_account_id
  order by r.created_at desc
  limit 1;

  -- The first day of the month named on or after today; rows up to the look-ahead, at least it.
  first_day := make_date(extract(year from set_auto_transfer.today)::integer, extract(month from set_auto_transfer.today)::integer, set_auto_transfer.day);
  if first_day < set_auto_transfer.today then
    first_day := (first_day + interval '1 month')::date;
  end if;
  through := greatest(set_auto_transfer.today + set_auto_transfer.lookahead_days, first_day);

  if existing.id is null then
    the_rule := gen_random_uuid();
    -- The rule names its first row before that row exists (checked at the end of this call).
    set constraints public.recurring_rules_transaction_id_fkey deferred;
    insert into public.recurring_rules (id, user_id, transaction_id, amount, frequency, lookahead_days, start_date, end_type, transfer_day)
    values (the_rule, caller, template_id, set_auto_transfer.amount, 'MONTHLY', set_auto_transfer.lookahead_days, first_day, 'NONE', set_auto_transfer.day);
  else
    the_rule := existing.id;
    update public.recurring_rules r
    set amount = set_auto_transfer.amount, lookahead_days = set_auto_transfer.lookahead_days,
        start_date = first_day, transfer_day = set_auto_transfer.day
    where r.id = the_rule;
  end if;

  -- The planned rows of the new terms; a month the series already has a done or skipped row in
  -- gets none.
  with written as (
    insert into public.transactions (id, user_id, account_id, to_account_id, type, amount, category, date, description, recurring, frequency, recurring_rule_id, currency)
    select
      case when d.n = 0 and existing.id is null then template_id else gen_random_uuid() end,
      caller, set_auto_transfer.from_account_id, set_auto_transfer.to_account_id, 'TRANSFER', set_auto_transfer.amount,
      'TRANSFER', d.day, 'Transfer automat lunar', true, 'MONTHLY', the_rule, series_currency
    from private.recurrence_dates(first_day, 'MONTHLY', 'NONE', null, null, through) d
    where not exists (
      select 1 from public.transactions o
      where o.user_id = caller and o.recurring_rule_id = the_rule and o.execution_status is not null
        and date_trunc('month', o.date::timestamp) = date_trunc('month', d.day::timestamp)
    )
    returning id, date
  )
  select array_agg(w.id order by w.date), max(w.date) into made, last_day from written w;
  made := coalesce(made, '{}');

  if existing.id is not null then
    -- The rule's first row is the first of the new terms (or its latest kept row), so removing the
    -- old planned rows from today on does not take the rule with them.
    anchor := coalesce(made[1], (
      select t.id from public.transactions t
      where t.user_id = caller and t.recurring_rule_id = the_rule
        and not (t.execution_status is null and t.date >= set_auto_transfer.today)
      order by t.date desc, t.id desc limit 1));
    if anchor is not null then
      update public.recurring_rules r set transaction_id = anchor where r.id = the_rule;
    end if;
    delete from public.transactions t
    where t.user_id = caller and t.recurring_rule_id = the_rule and t.execution_status is null
      and t.date >= set_auto_transfer.today and t.id <> all (made);
  end if;

  update public.recurring_rules r
  set last_generated_date = coalesce(last_day, r.last_generated_date, first_day)
  where r.id = the_rule;
  set constraints public.recurring_rules_transaction_id_fkey immediate;

  return query select the_rule, cardinality(made), coalesce(last_day, first_day);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.stop_auto_transfer(rule_id uuid, today date)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  caller uuid := (select auth.uid());
  anchor uuid;
  removed integer;
begin
  if stop_auto_transfer.today is null
    or stop_auto_transfer.today not between current_date - 1 and current_date + 1 then
    raise exception 'today must be the current date (one day either way for the time zone)'
      using errcode = 'invalid_parameter_value';
  end if;
  update public.recurring_rules r set is_active = false
  where r.id = stop_auto_transfer.rule_id and r.user_id = caller and r.transfer_day is not null;
  if not found then
    raise exception 'automatic transfer not found: %', stop_auto_transfer.rule_id using errcode = 'PT404';
  end if;

  -- The rule keeps its latest kept row as its first; with none kept it goes with its rows.
  select t.id into anchor from public.transactions t
  where t.user_id = caller and t.recurring_rule_id = stop_auto_transfer.rule_id
    and not (t.execution_status is null and t.date >= stop_auto_transfer.today)
  order by t.date desc, t.id desc limit 1;
  if anchor is not null then
    update public.recurring_rules r set transaction_id = anchor where r.id = stop_auto_transfer.rule_id;
  end if;

  delete from public.transactions t
  where t.user_id = caller and t.recurring_rule_id = stop_auto_transfer.rule_id
    and t.execution_status is null and t.date >= stop_auto_transfer.today;
  get diagnostics removed = row_count;
  return removed;
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
        select t.date - first_day + 1 as day,
          count(*) filter (where t.execution_status is null) as pending,
          count(*) filter (where t.execution_status in ('COMPLETED', 'MODIFIED')) as done,
          count(*) filter (where t.execution_status = 'SKIPPED') as skipped,
          coalesce(sum(t.amount) filter (where t.type = 'EXPENSE' and not t.unplanned
            and t.execution_status is distinct from 'SKIPPED'), 0) as planned,
          coalesce(sum(t.counted_amount) filter (where t.type = 'EXPENSE'
            and t.execution_status in ('COMPLETED', 'MODIFIED')), 0) as actual
        from public.transactions t
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

  -- The one balance rule at the end of the day before; the day's counted rows close it.
  opening := private.available_balance(get_daily_situation.day - 1);

  return json_build_object(
    'date', get_daily_situation.day,
    'opening_balance', opening,
    'closing_balance', opening + coalesce((
      select f.flow from private.available_flow_days(get_daily_situation.day, get_daily_situation.day) f), 0),
    'items', coalesce((
      select json_agg(json_build_array(t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          case when t.execution_status in ('COMPLETED', 'MODIFIED') then t.counted_amount end,
          t.execution_status, t.unplanned, t.recurring or t.recurring_rule_id is not null,
          t.postponed_from_id, c.date)
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
          null, null, false, o.recurring, o.postponed_from_id, null)
        order by o.date, o.type_order, o.category collate "C", o.subcategory collate "C" nulls first, o.created_at, o.id)
      from (
        select t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          t.recurring or t.recurring_rule_id is not null as recurring, t.postponed_from_id, t.created_at,
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

CREATE TRIGGER transactions_auto_transfer_rule BEFORE INSERT OR UPDATE OF type, recurring_rule_id ON public.transactions FOR EACH ROW WHEN (((new.type = 'TRANSFER'::text) AND (new.recurring_rule_id IS NOT NULL))) EXECUTE FUNCTION private.check_auto_transfer_row();

COMMENT ON COLUMN public.recurring_rules.transfer_day IS 'The day of the month (1–28) of a monthly automatic transfer, whose rows are TRANSFERs (supabase/schemas/16_auto_transfers.sql); null for every other series.';
COMMENT ON FUNCTION private.check_auto_transfer_row() IS 'Before a TRANSFER is written into a series: the series must be a monthly automatic transfer (recurring_rules.transfer_day) of the same user.';
REVOKE ALL ON FUNCTION private.check_auto_transfer_row() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_auto_transfer_row() TO authenticated;
GRANT ALL ON FUNCTION private.check_auto_transfer_row() TO service_role;
COMMENT ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) IS 'Sets the caller''s monthly automatic transfer into an account in one transaction: a new series, or new terms for its active one (its planned rows from today on are written again; done rows stay). Rows are planned TRANSFERs on the day (1–28) of each month from today up to today + look-ahead.';
REVOKE ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) TO authenticated;
GRANT ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) TO service_role;
REVOKE ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) FROM anon;
COMMENT ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) IS 'Stops a monthly automatic transfer of the caller: the rule turns inactive and its planned rows from today on go; done rows and earlier planned ones stay. Returns how many rows went.';
REVOKE ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) TO authenticated;
GRANT ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) TO service_role;
REVOKE ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) FROM anon;
COMMENT ON FUNCTION public.get_auto_transfers() IS 'The caller''s active monthly automatic transfers: rule, receiving and paying account (of its latest row), amount, day of the month and the next planned day.';
REVOKE ALL ON FUNCTION public.get_auto_transfers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_auto_transfers() TO authenticated;
GRANT ALL ON FUNCTION public.get_auto_transfers() TO service_role;
REVOKE ALL ON FUNCTION public.get_auto_transfers() FROM anon;
