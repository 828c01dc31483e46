-- Recurring series (spec point 5): public.recurring_rules, the dates a rule yields
-- (recurrence_dates), creating a series with its rows and updating it from a row on.

CREATE TABLE public.recurring_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    transaction_id uuid NOT NULL,
    amount numeric NOT NULL,
    frequency text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    lookahead_days integer DEFAULT 30 NOT NULL,
    start_date date DEFAULT CURRENT_DATE NOT NULL,
    end_type text DEFAULT 'NONE'::text NOT NULL,
    occurrences integer,
    end_date date,
    last_generated_date date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    transfer_day integer,
    CONSTRAINT recurring_rules_amount_check CHECK (((amount > (0)::numeric) AND (amount <= (1000000)::numeric) AND (amount = round(amount, 3)))),
    CONSTRAINT recurring_rules_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT recurring_rules_end_condition_check CHECK ((((end_type = 'NONE'::text) AND (occurrences IS NULL) AND (end_date IS NULL)) OR ((end_type = 'AFTER_OCCURRENCES'::text) AND (occurrences IS NOT NULL) AND (end_date IS NULL)) OR ((end_type = 'UNTIL_DATE'::text) AND (end_date IS NOT NULL) AND (occurrences IS NULL) AND (end_date >= start_date)))),
    CONSTRAINT recurring_rules_end_date_range_check CHECK (private.is_app_date(end_date)),
    CONSTRAINT recurring_rules_end_type_check CHECK ((end_type = ANY (ARRAY['NONE'::text, 'AFTER_OCCURRENCES'::text, 'UNTIL_DATE'::text]))),
    CONSTRAINT recurring_rules_frequency_check CHECK ((frequency = ANY (ARRAY['DAILY'::text, 'WEEKLY'::text, 'MONTHLY'::text, 'YEARLY'::text]))),
    CONSTRAINT recurring_rules_last_generated_date_range_check CHECK (private.is_app_date(last_generated_date)),
    CONSTRAINT recurring_rules_lookahead_days_check CHECK (((lookahead_days >= 0) AND (lookahead_days <= 3650))),
    CONSTRAINT recurring_rules_occurrences_check CHECK ((occurrences > 0)),
    CONSTRAINT recurring_rules_start_date_range_check CHECK (private.is_app_date(start_date)),
    CONSTRAINT recurring_rules_transfer_day_check CHECK (((transfer_day IS NULL) OR ((transfer_day >= 1) AND (transfer_day <= 28) AND (frequency = 'MONTHLY'::text) AND (end_type = 'NONE'::text)))),
    CONSTRAINT recurring_rules_updated_at_range_check CHECK (private.is_app_timestamp(updated_at))
);

ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX recurring_rules_transaction_id_idx ON public.recurring_rules USING btree (transaction_id);

CREATE INDEX recurring_rules_user_id_idx ON public.recurring_rules USING btree (user_id, is_active);

COMMENT ON TABLE public.recurring_rules IS 'Rules that generate recurring transactions; inactive rules generate nothing.';

COMMENT ON COLUMN public.recurring_rules.transfer_day IS 'The day of the month (1–28) of a monthly automatic transfer, whose rows are TRANSFERs (supabase/schemas/16_auto_transfers.sql); null for every other series.';

ALTER TABLE public.recurring_rules ENABLE ROW LEVEL SECURITY;

CREATE POLICY "recurring_rules: users add rules for themselves" ON public.recurring_rules FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "recurring_rules: users change their own rules" ON public.recurring_rules FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "recurring_rules: users delete their own rules" ON public.recurring_rules FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "recurring_rules: users read their own rules" ON public.recurring_rules FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.recurring_rules TO anon;
GRANT ALL ON TABLE public.recurring_rules TO authenticated;
GRANT ALL ON TABLE public.recurring_rules TO service_role;

CREATE FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) RETURNS TABLE(n integer, day date)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with bounds as (
    select
      least(recurrence_dates.through, case when recurrence_dates.end_type = 'UNTIL_DATE' then recurrence_dates.end_date end) as last_day,
      case when recurrence_dates.end_type = 'AFTER_OCCURRENCES' then recurrence_dates.occurrences - 1 end as last_n
  ),
  steps as (
    -- An upper bound on the number of steps up to the last day (a month has at least 28 days,
    -- a year at least 365), trimmed by 'after N'; the exact cut is the filter below.
    select least(
      b.last_n,
      case recurrence_dates.frequency
        when 'DAILY' then b.last_day - recurrence_dates.start_date
        when 'WEEKLY' then (b.last_day - recurrence_dates.start_date) / 7
        when 'MONTHLY' then (b.last_day - recurrence_dates.start_date) / 28 + 1
        when 'YEARLY' then (b.last_day - recurrence_dates.start_date) / 365 + 1
      end
    ) as max_n,
    b.last_day
    from bounds b
  )
  select o.n, o.day
  from steps s
  cross join lateral generate_series(0, s.max_n) as g(n)
  cross join lateral (
    select g.n, case recurrence_dates.frequency
      when 'DAILY' then recurrence_dates.start_date + g.n
      when 'WEEKLY' then recurrence_dates.start_date + 7 * g.n
      when 'MONTHLY' then (recurrence_dates.start_date + make_interval(months => g.n))::date
      when 'YEARLY' then (recurrence_dates.start_date + make_interval(years => g.n))::date
    end as day
  ) o
  where o.day <= s.last_day
  order by o.n;
$$;

COMMENT ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) IS 'The n-th dates of a recurring rule from its start (n = 0) through a day, honouring its end condition.';

REVOKE ALL ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) TO authenticated;
GRANT ALL ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) TO service_role;

CREATE FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text DEFAULT NULL::text, description text DEFAULT NULL::text, end_type text DEFAULT 'NONE'::text, occurrences integer DEFAULT NULL::integer, end_date date DEFAULT NULL::date, account_id uuid DEFAULT NULL::uuid) RETURNS TABLE(rule_id uuid, transaction_id uuid, generated integer, last_generated_date date)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  -- The writer's currency, read once for the template and every occurrence.
  series_currency text := private.default_currency();
  template_id uuid;
  new_rule_id uuid;
  through date;
  last_day date;
  later integer;
  max_rows constant integer := 10000;
begin
  if create_recurring_series.today is null
    or create_recurring_series.today not between current_date - 1 and current_date + 1 then
    raise exception 'today must be the current date (one day either way for the time zone)'
      using errcode = 'invalid_parameter_value';
  end if;
  through := create_recurring_series.today + create_recurring_series.lookahead_days;

  insert into public.transactions (user_id, account_id, type, amount, category, subcategory, date, description, recurring, frequency, currency)
  values (
    caller,
    create_recurring_series.account_id,
    create_recurring_series.type,
    create_recurring_series.amount,
    create_recurring_series.category,
    create_recurring_series.subcategory,
    create_recurring_series.date,
    create_recurring_series.description,
    true,
    create_recurring_series.frequency,
    series_currency
  )
  returning id into template_id;

  -- The rule's own checks validate frequency, look-ahead and end condition before any date is
  -- computed from them.
  insert into public.recurring_rules (user_id, transaction_id, amount, frequency, lookahead_days, start_date, end_type, occurrences, end_date)
  values (
    caller,
    template_id,
    create_recurring_series.amount,
    create_recurring_series.frequency,
    create_recurring_series.lookahead_days,
    create_recurring_series.date,
    create_recurring_series.end_type,
    create_recurring_series.occurrences,
    create_recurring_series.end_date
  )
  returning id into new_rule_id;

  update public.transactions t set recurring_rule_id = new_rule_id where t.id = template_id;

  select count(*), max(d.day) into later, last_day
  from private.recurrence_dates(
    create_recurring_series.date,
    create_recurring_series.frequency,
    create_recurring_series.end_type,
    create_recurring_series.occurrences,
    create_recurring_series.end_date,
    through
  ) d
  where d.n > 0;
  if later + 1 > max_rows then
    raise exception 'a series may generate at most % transactions at once, this one would generate %', max_rows, later + 1
      using errcode = 'invalid_parameter_value';
  end if;

  insert into public.transactions (user_id, account_id, type, amount, category, subcategory, date, description, recurring, frequency, recurring_rule_id, currency)
  select
    caller,
    create_recurring_series.account_id,
    create_recurring_series.type,
    create_recurring_series.amount,
    create_recurring_series.category,
    create_recurring_series.subcategory,
    d.day,
    create_recurring_series.description,
    true,
    create_recurring_series.frequency,
    new_rule_id,
    series_currency
  from private.recurrence_dates(
    create_recurring_series.date,
    create_recurring_series.frequency,
    create_recurring_series.end_type,
    create_recurring_series.occurrences,
    create_recurring_series.end_date,
    through
  ) d
  where d.n > 0
  order by d.n;

  last_day := coalesce(last_day, create_recurring_series.date);
  update public.recurring_rules r set last_generated_date = last_day where r.id = new_rule_id;

  return query select new_rule_id, template_id, later + 1, last_day;
end;
$$;

COMMENT ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) IS 'Creates a recurring series of the caller in one transaction: template, rule, link and occurrences up to today + look-ahead, all in one account of the caller (default: the default account).';

REVOKE ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) FROM anon;

CREATE FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text DEFAULT NULL::text, description text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  updated integer;
begin
  update public.recurring_rules r
  set amount = update_series.amount
  where r.id = update_series.rule_id;
  if not found then
    raise exception 'recurring rule not found: %', update_series.rule_id using errcode = 'PT404';
  end if;

  update public.transactions t
  set type = update_series.type,
      amount = update_series.amount,
      category = update_series.category,
      subcategory = update_series.subcategory,
      description = update_series.description
  where t.recurring_rule_id = update_series.rule_id;
  get diagnostics updated = row_count;
  return updated;
end;
$$;

COMMENT ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) IS 'Changes a recurring rule of the caller and every transaction it generated (each keeps its date); returns how many rows changed.';

REVOKE ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) TO authenticated;
GRANT ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) TO service_role;
REVOKE ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) FROM anon;

CREATE TRIGGER recurring_rules_set_updated_at BEFORE UPDATE ON public.recurring_rules FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE FUNCTION public.extend_recurring_series(today date) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  rule record;
  made integer;
  last_day date;
  total integer := 0;
  -- As create_recurring_series: at most this many rows in one call; the next call goes on.
  max_rows constant integer := 10000;
begin
  if caller is null then
    raise exception 'sign in first' using errcode = 'insufficient_privilege';
  end if;
  if extend_recurring_series.today is null
    or extend_recurring_series.today not between current_date - 1 and current_date + 1 then
    raise exception 'today must be the current date (one day either way for the time zone)'
      using errcode = 'invalid_parameter_value';
  end if;
  -- Each active series whose rows stop before today + its look-ahead gets the occurrences after
  -- its last generated day, as its template row holds them (account, to-account, type, category,
  -- text) at the rule's amount: a monthly automatic transfer and every other series go on by
  -- themselves. Occurrences deleted or postponed earlier lie before the last generated day and
  -- are not made again.
  for rule in
    select r.id, r.amount, r.frequency, r.start_date, r.end_type, r.occurrences, r.end_date, r.lookahead_days,
      r.last_generated_date, t.account_id, t.to_account_id, t.type, t.category, t.subcategory, t.description, t.currency
    from public.recurring_rules r
    join public.transactions t on t.id = r.transaction_id and t.user_id = r.user_id
    where r.user_id = caller and r.is_active and r.last_generated_date is not null
      and r.last_generated_date < extend_recurring_series.today + r.lookahead_days
    order by r.created_at, r.id
    for update of r
  loop
    with written as (
      insert into public.transactions (user_id, account_id, to_account_id, type, amount, category, subcategory, date, description, recurring, frequency, recurring_rule_id, currency)
      select caller, rule.account_id, rule.to_account_id, rule.type, rule.amount, rule.category, rule.subcategory,
        d.day, rule.description, true, rule.frequency, rule.id, rule.currency
      from private.recurrence_dates(rule.start_date, rule.frequency, rule.end_type, rule.occurrences, rule.end_date,
        extend_recurring_series.today + rule.lookahead_days) d
      where d.n > 0 and d.day > rule.last_generated_date
      order by d.n
      limit max_rows - total
      returning date
    )
    select count(*), max(w.date) into made, last_day from written w;
    if made > 0 then
      update public.recurring_rules r set last_generated_date = last_day, updated_at = now() where r.id = rule.id;
      total := total + made;
    end if;
    exit when total >= max_rows;
  end loop;
  return total;
end;
$$;

COMMENT ON FUNCTION public.extend_recurring_series(today date) IS 'Makes the caller''s active recurring series (monthly automatic transfers included) reach today + their look-ahead again: the occurrences after each one''s last generated day, copied from its template at the rule''s amount. Returns how many rows it wrote (at most 10,000 a call). The app calls it once a day at start.';

REVOKE ALL ON FUNCTION public.extend_recurring_series(today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.extend_recurring_series(today date) TO authenticated;
GRANT ALL ON FUNCTION public.extend_recurring_series(today date) TO service_role;
REVOKE ALL ON FUNCTION public.extend_recurring_series(today date) FROM anon;
