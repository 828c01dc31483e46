-- Why: transactions.currency defaults to private.default_currency() (20261125130000), which reads
-- the writer's settings document; a column default runs once per row, and create_recurring_series
-- writes up to 10,000 occurrences in one insert, so it read the same setting up to 10,000 times.
-- It now reads it once and writes it into the template and every occurrence; what is stored is
-- unchanged (the writer's defaultCurrency, RON without one). apply_restore and
-- copy_previous_month_plan already name currency in their inserts, so the default never runs
-- there. Restated whole with only that change; grants and comment are kept (create or replace).

create or replace function public.create_recurring_series(
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

  insert into public.transactions (user_id, type, amount, category, subcategory, date, description, recurring, frequency, currency)
  values (
    caller,
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

  insert into public.transactions (user_id, type, amount, category, subcategory, date, description, recurring, frequency, recurring_rule_id, currency)
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
