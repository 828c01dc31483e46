-- Why: issue 26 point 5 — a monthly automatic transfer (and every recurring series) went on only for its first look-ahead; the app now extends each series once a day.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.extend_recurring_series(today date)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

COMMENT ON FUNCTION public.extend_recurring_series(today date) IS 'Makes the caller''s active recurring series (monthly automatic transfers included) reach today + their look-ahead again: the occurrences after each one''s last generated day, copied from its template at the rule''s amount. Returns how many rows it wrote (at most 10,000 a call). The app calls it once a day at start.';

REVOKE ALL ON FUNCTION public.extend_recurring_series(today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.extend_recurring_series(today date) TO authenticated;
GRANT ALL ON FUNCTION public.extend_recurring_series(today date) TO service_role;
REVOKE ALL ON FUNCTION public.extend_recurring_series(today date) FROM anon;
