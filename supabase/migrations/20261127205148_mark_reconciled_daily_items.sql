-- Why: issue 26 point 4 — the daily page's items say whether each is reconciled, so changing one there asks first as /transactions does.

set check_function_bodies = off;

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
$function$
;

COMMENT ON FUNCTION public.get_daily_situation(day date, today date) IS 'The caller''s day for the daily page: its items as positional arrays [id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to, currency, reconciled] (amounts in the row''s currency; reconciled: checked against the bank, issue 26 point 4), opening and closing balance (private.available_balance at the end of the day before and of the day) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';
