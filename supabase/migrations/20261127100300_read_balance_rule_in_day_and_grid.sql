-- Why: the daily page, the grid and the day's and month's figures read the one balance rule
-- (migration 20261127100200) instead of their own sums, so the header, its panel, the day's
-- opening and closing balances and the grid's Sold agree to the ban (issue 22 point 2).
-- Transfers are not items of a day nor lines of the grid: they move money between accounts.
-- The daily page's quick add and a recurring series carry an account (issue 22 point 1): both
-- functions gain an account_id argument (default: the caller's default account), so they are
-- dropped and created again.

create or replace function public.get_month_grid(month text) RETURNS json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_month_grid.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  start_day date := private.balance_start_date(uid);
  -- The balance at the end of the previous day, by the one rule (cost follows days, not rows).
  opening numeric := private.available_balance(first_day - 1);
begin

  return (
    with cells as (
      -- Grouped under collation "C": the same groups (equality is bytewise anyway), sorted by
      -- byte instead of by the database's locale, which cost milliseconds at 3,000 rows.
      select t.category collate "C" as category, t.subcategory collate "C" as subcategory, t.type collate "C" as type,
        t.date - first_day + 1 as day, t.execution_status collate "C" as status,
        count(*)::integer as n, sum(t.counted_amount) as value
      from public.transactions t
      -- A transfer is neither income nor expense: it has no line of the grid.
      where t.user_id = uid and t.date between first_day and last_day and t.type <> 'TRANSFER'
      group by 1, 2, 3, t.date, 5
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
        -- What the day moves the available balance by (the one rule).
        coalesce(f.flow, 0) as moved
      from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join private.transaction_daily_totals d
        on d.user_id = uid and d.date = g.day::date and d.date between first_day and last_day
      left join private.available_flow_days(first_day, last_day) f on f.date = g.day::date
    ),
    balances as (
      select dy.*, opening + sum(dy.moved) over (order by dy.date) as balance
      from days dy
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
          'net', sum(b.total), 'closing_balance', opening + sum(b.moved), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$$;

create or replace function public.get_daily_situation(day date, today date DEFAULT NULL::date) RETURNS json
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
      -- Transfers move money between accounts; they are not the day's items.
      where t.user_id = uid and t.date = get_daily_situation.day and t.type <> 'TRANSFER'
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
          and t.execution_status is null and not t.unplanned and t.type <> 'TRANSFER'
        order by t.date, type_order, t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id
        limit 50
      ) o
    ), '[]'::json),
    'overdue_count', (
      select count(*)
      from public.transactions t
      where t.user_id = uid and t.date >= first_day and t.date < cutoff
        and t.execution_status is null and not t.unplanned and t.type <> 'TRANSFER'
    )
  );
end;
$$;

create or replace function public.get_daily_month(month text) RETURNS json
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
        where t.user_id = uid and t.date between first_day and last_day and t.type <> 'TRANSFER'
        group by t.date
      ) g
    ), '[]'::json)
  );
end;
$$;

drop function public.add_unplanned_transaction(date, text, numeric, text, text, text);

create function public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text default null, description text default null, account_id uuid default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
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

comment on function public.add_unplanned_transaction(date, text, numeric, text, text, text, uuid) is
  'Adds a spontaneous (unplanned, completed) item of the caller on a day up to today, in a category of the caller''s catalogue, in one of the caller''s accounts (default: the default account).';
revoke execute on function public.add_unplanned_transaction(date, text, numeric, text, text, text, uuid) from public, anon;
grant execute on function public.add_unplanned_transaction(date, text, numeric, text, text, text, uuid) to authenticated, service_role;

drop function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date);

create function public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text default null, description text default null, end_type text default 'NONE', occurrences integer default null, end_date date default null, account_id uuid default null)
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

comment on function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date, uuid) is
  'Creates a recurring series of the caller in one transaction: template, rule, link and occurrences up to today + look-ahead, all in one account of the caller (default: the default account).';
revoke execute on function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date, uuid) from public, anon;
grant execute on function public.create_recurring_series(text, numeric, text, date, text, integer, date, text, text, text, integer, date, uuid) to authenticated, service_role;
