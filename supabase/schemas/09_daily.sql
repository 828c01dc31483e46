-- The daily page (spec point 5 'Daily'): a day's planned-versus-actual situation with its opening
-- and closing balances, the month's days for the calendar, an unplanned item, postponing and
-- reverting to planned.

CREATE FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text DEFAULT NULL::text, description text DEFAULT NULL::text, account_id uuid DEFAULT NULL::uuid) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  new_id uuid;
begin
  if add_unplanned_transaction.day is null or add_unplanned_transaction.category is null then
    raise exception 'day and category are required' using errcode = 'invalid_parameter_value';
  end if;
  if add_unplanned_transaction.day > current_date + 1 then
    raise exception 'an unplanned item cannot be dated after today'
      using errcode = 'check_violation', hint = 'FUTURE_DATE';
  end if;
  if not private.is_known_category(add_unplanned_transaction.category, add_unplanned_transaction.subcategory) then
    raise exception 'unknown category: %', left(add_unplanned_transaction.category, 100)
      using errcode = 'check_violation', hint = 'UNKNOWN_CATEGORY';
  end if;

  -- account_id null: the caller's default account (transactions_before_write).
  insert into public.transactions (type, amount, date, category, subcategory, description, execution_status, unplanned, account_id)
  values (
    add_unplanned_transaction.type, add_unplanned_transaction.amount, add_unplanned_transaction.day,
    btrim(add_unplanned_transaction.category), nullif(btrim(add_unplanned_transaction.subcategory), ''),
    nullif(btrim(add_unplanned_transaction.description), ''), 'COMPLETED', true, add_unplanned_transaction.account_id
  )
  returning id into new_id;
  return new_id;
end;
$$;

COMMENT ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) IS 'Adds a spontaneous (unplanned, completed) item of the caller on a day up to today, in a category of the caller''s catalogue, in one of the caller''s accounts (default: the default account).';

REVOKE ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) FROM anon;

CREATE FUNCTION public.get_daily_month(month text) RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_daily_month.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  target text := private.owner_currency(uid);
begin
  return json_build_object(
    'month', get_daily_month.month,
    'days', coalesce((
      with factors as materialized (
        -- Each other currency of the month's rows, per day: what one unit is worth in the default.
        select f.currency, f.date, private.conversion_factor(f.currency, target, f.date) as factor
        from (select distinct r.currency, r.date from public.transactions r
              where r.user_id = uid and r.date between first_day and last_day and r.currency <> target) f
      )
      select json_agg(json_build_array(g.day, g.pending, g.done, g.skipped, g.planned, g.actual) order by g.day)
      from (
        -- Spending in the default currency, each row at the BNR rate of its day (none: left out).
        -- Rows in the default currency join no factor: the month's rows are read once (a join of
        -- every row to the month's distinct currency-days took 1.7 s on PGlite, without statistics).
        select t.date - first_day + 1 as day,
          count(*) filter (where t.execution_status is null) as pending,
          count(*) filter (where t.execution_status in ('COMPLETED', 'MODIFIED')) as done,
          count(*) filter (where t.execution_status = 'SKIPPED') as skipped,
          coalesce(sum(t.amount * case when t.currency = target then 1 else k.factor end) filter (where t.type = 'EXPENSE' and not t.unplanned
            and t.execution_status is distinct from 'SKIPPED'), 0) as planned,
          coalesce(sum(t.counted_amount * case when t.currency = target then 1 else k.factor end) filter (where t.type = 'EXPENSE'
            and t.execution_status in ('COMPLETED', 'MODIFIED')), 0) as actual
        from public.transactions t
        left join factors k on t.currency <> target and k.currency = t.currency and k.date = t.date
        where t.user_id = uid and t.date between first_day and last_day and (t.type <> 'TRANSFER' or t.recurring)
        group by t.date
      ) g
    ), '[]'::json)
  );
end;
$$;

COMMENT ON FUNCTION public.get_daily_month(month text) IS 'The caller''s month (''YYYY-MM'') for the daily calendar and chart: per day with rows [day, pending, done, skipped, planned spending, actual spending], spending in the default currency (each row at the BNR rate of its day).';

REVOKE ALL ON FUNCTION public.get_daily_month(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_daily_month(month text) TO authenticated;
GRANT ALL ON FUNCTION public.get_daily_month(month text) TO service_role;
REVOKE ALL ON FUNCTION public.get_daily_month(month text) FROM anon;

CREATE FUNCTION public.get_daily_situation(day date, today date DEFAULT NULL::date) RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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
          t.postponed_from_id, c.date, t.currency, t.reconciled_at is not null)
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
          null, null, false, o.recurring, o.postponed_from_id, null, o.currency, o.reconciled_at is not null)
        order by o.date, o.type_order, o.category collate "C", o.subcategory collate "C" nulls first, o.created_at, o.id)
      from (
        select t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          t.recurring or t.recurring_rule_id is not null as recurring, t.postponed_from_id, t.created_at, t.currency, t.reconciled_at,
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
$$;

COMMENT ON FUNCTION public.get_daily_situation(day date, today date) IS 'The caller''s day for the daily page: its items as positional arrays [id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to, currency, reconciled] (amounts in the row''s currency; reconciled: checked against the bank, issue 26 point 4), opening and closing balance (private.available_balance at the end of the day before and of the day) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';

REVOKE ALL ON FUNCTION public.get_daily_situation(day date, today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_daily_situation(day date, today date) TO authenticated;
GRANT ALL ON FUNCTION public.get_daily_situation(day date, today date) TO service_role;
REVOKE ALL ON FUNCTION public.get_daily_situation(day date, today date) FROM anon;

CREATE FUNCTION public.postpone_transaction(transaction_id uuid) RETURNS json
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.postpone_transaction(transaction_id uuid) IS 'Postpones one pending item of the caller to the next day: the row becomes SKIPPED and a pending copy (postponed_from_id) is written, in one transaction.';

REVOKE ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) FROM anon;

CREATE FUNCTION public.revert_to_planned(transaction_id uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  source public.transactions;
  postponed public.transactions;
begin
  select t.* into source
  from public.transactions t
  where t.id = revert_to_planned.transaction_id and t.user_id = uid
  for update;
  if source.id is null then
    raise exception 'transaction not found: %', revert_to_planned.transaction_id using errcode = 'PT404';
  end if;
  if source.unplanned then
    raise exception 'an unplanned item has no plan to return to'
      using errcode = 'check_violation', hint = 'UNPLANNED';
  end if;

  if source.execution_status = 'SKIPPED' then
    select c.* into postponed
    from public.transactions c
    where c.user_id = uid and c.postponed_from_id = source.id
    for update;
    if postponed.id is not null and postponed.execution_status is not null then
      raise exception 'the postponed copy was already acted on'
        using errcode = 'check_violation', hint = 'POSTPONED_COPY_SETTLED';
    end if;
    delete from public.transactions c where c.id = postponed.id;
  end if;

  update public.transactions t
  set execution_status = null, actual_amount = null
  where t.id = source.id and t.execution_status is not null;
end;
$$;

COMMENT ON FUNCTION public.revert_to_planned(transaction_id uuid) IS 'Makes one item of the caller pending again: a completed or modified row loses its status and actual amount; a postponed row also loses its pending copy.';

REVOKE ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) FROM anon;
