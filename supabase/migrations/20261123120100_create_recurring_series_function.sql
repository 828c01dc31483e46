-- Why: a recurring transaction was created by five separate writes from the client (template,
-- rule, link, occurrences, last generated date), so a failure in between left a template with no
-- rule, and the client computed the dates itself. Now one call does it all in one transaction:
-- it inserts the template (occurrence 0), its rule, links them and inserts the occurrences up to
-- today + look-ahead, with the dates of private.recurrence_dates. Either everything is written or
-- nothing. security invoker: the caller's row-level security applies to every insert, and every
-- row carries the caller's user_id.
--
-- `today` is the caller's calendar day (the form's "today", in the user's time zone); it may
-- differ from the server's by one day at most, anything else is refused.

create function public.create_recurring_series(
  type text,
  amount numeric,
  category text,
  date date,
  frequency text,
  lookahead_days integer,
  today date,
  subcategory text default null,
  description text default null,
  end_type text default 'NONE',
  occurrences integer default null,
  end_date date default null
)
returns table (rule_id uuid, transaction_id uuid, generated integer, last_generated_date date)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
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

  insert into public.transactions (user_id, type, amount, category, subcategory, date, description, recurring, frequency)
  values (
    caller,
    create_recurring_series.type,
    create_recurring_series.amount,
    create_recurring_series.category,
    create_recurring_series.subcategory,
    create_recurring_series.date,
    create_recurring_series.description,
    true,
    create_recurring_series.frequency
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

  insert into public.transactions (user_id, type, amount, category, subcategory, date, description, recurring, frequency, recurring_rule_id)
  select
    caller,
    create_recurring_series.type,
    create_recurring_series.amount,
    create_recurring_series.category,
    create_recurring_series.subcategory,
    d.day,
    create_recurring_series.description,
    true,
    create_recurring_series.frequency,
    new_rule_id
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

comment on function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date) is
  'Creates a recurring series of the caller in one transaction: template, rule, link and occurrences up to today + look-ahead.';
revoke execute on function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date) from public, anon;
grant execute on function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date) to authenticated, service_role;
