-- The monthly automatic transfer (spec point 3, an account's setting; issue 26 point 5): an account
-- receives a fixed amount from another account of the same user on a day of each month (1–28). It
-- is a recurring series (05_recurrence.sql) whose rows are TRANSFERs and whose rule carries
-- transfer_day: set_auto_transfer writes or rewrites it with its planned rows up to the look-ahead,
-- stop_auto_transfer ends it (done rows stay), get_auto_transfers reads the active ones.

CREATE FUNCTION private.check_auto_transfer_row() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION private.check_auto_transfer_row() IS 'Before a TRANSFER is written into a series: the series must be a monthly automatic transfer (recurring_rules.transfer_day) of the same user.';

REVOKE ALL ON FUNCTION private.check_auto_transfer_row() FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_auto_transfer_row() TO authenticated;
GRANT ALL ON FUNCTION private.check_auto_transfer_row() TO service_role;

CREATE TRIGGER transactions_auto_transfer_rule BEFORE INSERT OR UPDATE OF type, recurring_rule_id ON public.transactions FOR EACH ROW WHEN (((new.type = 'TRANSFER'::text) AND (new.recurring_rule_id IS NOT NULL))) EXECUTE FUNCTION private.check_auto_transfer_row();

CREATE FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer DEFAULT 365) RETURNS TABLE(rule_id uuid, generated integer, last_generated_date date)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) IS 'Sets the caller''s monthly automatic transfer into an account in one transaction: a new series, or new terms for its active one (its planned rows from today on are written again; done rows stay). Rows are planned TRANSFERs on the day (1–28) of each month from today up to today + look-ahead.';

REVOKE ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) TO authenticated;
GRANT ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) TO service_role;
REVOKE ALL ON FUNCTION public.set_auto_transfer(to_account_id uuid, from_account_id uuid, amount numeric, day integer, today date, lookahead_days integer) FROM anon;

CREATE FUNCTION public.stop_auto_transfer(rule_id uuid, today date) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) IS 'Stops a monthly automatic transfer of the caller: the rule turns inactive and its planned rows from today on go; done rows and earlier planned ones stay. Returns how many rows went.';

REVOKE ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) TO authenticated;
GRANT ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) TO service_role;
REVOKE ALL ON FUNCTION public.stop_auto_transfer(rule_id uuid, today date) FROM anon;

CREATE FUNCTION public.get_auto_transfers() RETURNS TABLE(rule_id uuid, to_account_id uuid, from_account_id uuid, amount numeric, day integer, next_date date)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.get_auto_transfers() IS 'The caller''s active monthly automatic transfers: rule, receiving and paying account (of its latest row), amount, day of the month and the next planned day.';

REVOKE ALL ON FUNCTION public.get_auto_transfers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_auto_transfers() TO authenticated;
GRANT ALL ON FUNCTION public.get_auto_transfers() TO service_role;
REVOKE ALL ON FUNCTION public.get_auto_transfers() FROM anon;
