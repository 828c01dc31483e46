-- Why: the daily page's opening and closing balances must follow the balance start date (issue
-- 13 point 4, spec point 3 'Pre-start transaction handling', IGNORE), as the header and the grid
-- do: they sum the per-day totals of the days from private.balance_start_date to the day, so a
-- day before the start date shows the accounts' opening figure, and its items still show.
-- Otherwise as migration 20261125120200: same arguments, errors, document and order.

create or replace function public.get_daily_situation(day date, today date default null)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  first_day date;
  cutoff date;
  before_day numeric;
  on_day numeric;
  opening numeric;
  start_day date := private.balance_start_date(uid);
begin
  if get_daily_situation.day is null or not private.is_app_date(get_daily_situation.day)
     or (get_daily_situation.today is not null and not private.is_app_date(get_daily_situation.today)) then
    raise exception 'invalid day: expected a date from 1900-01-01 to 2199-12-31'
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := get_daily_situation.day - (extract(day from get_daily_situation.day)::integer - 1);
  cutoff := least(get_daily_situation.day, coalesce(get_daily_situation.today, get_daily_situation.day));

  -- Only days from the balance start date move the balance; a day before it opens and closes
  -- with the accounts' opening figure (its items still show).
  select coalesce(sum(d.total) filter (where d.date < get_daily_situation.day), 0),
         coalesce(sum(d.total) filter (where d.date = get_daily_situation.day), 0)
    into before_day, on_day
  from private.transaction_daily_totals d
  where d.user_id = uid and d.date >= start_day and d.date <= get_daily_situation.day;
  opening := private.accounts_opening_balance() + before_day;

  return json_build_object(
    'date', get_daily_situation.day,
    'opening_balance', opening,
    'closing_balance', opening + on_day,
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
      where t.user_id = uid and t.date = get_daily_situation.day
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
          and t.execution_status is null and not t.unplanned
        order by t.date, type_order, t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id
        limit 50
      ) o
    ), '[]'::json),
    'overdue_count', (
      select count(*)
      from public.transactions t
      where t.user_id = uid and t.date >= first_day and t.date < cutoff
        and t.execution_status is null and not t.unplanned
    )
  );
end;
$$;

comment on function public.get_daily_situation(date, date) is
  'The caller''s day for the daily page: its items as positional arrays [id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to], opening and closing balance (balance rule via private.transaction_daily_totals, from the balance start date) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';
