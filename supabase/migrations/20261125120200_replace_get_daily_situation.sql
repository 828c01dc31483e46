-- Why: the daily page's day call (issue 12 point 9, bench:daily target p95 < 10 ms over HTTP)
-- took 17 ms at the median for a day of 200 items and 50 overdue ones on PostgreSQL 15 (80 KB).
-- Its time went to building an object with thirteen keys per item (3.2 ms for the day's 200
-- against 0.9 ms for arrays), to numbering all of the month's overdue rows (1,071) by a window
-- before keeping the oldest 50 (3.7 ms), and to a second scan counting them. Each item is now a
-- positional array, as get_month_grid's cells are (the answer is half the size), the oldest 50
-- overdue rows are a top-N read in date order through the pending-plan index (migration
-- 20261125120000), which also serves their count, and the day's opening and closing balance come
-- from one pass over the per-day totals. Same figures, same order, same arguments.
--
-- get_daily_situation(day, today) returns one JSON document:
--   { date, opening_balance, closing_balance, items: [item], overdue: [item], overdue_count }
--   item = [id, date, type, category, subcategory, description, amount, actual, status,
--           unplanned, recurring, postponed_from_id, postponed_to]
-- amount is the plan (the row's amount; a MODIFIED row keeps it). actual is what the row counts by
-- the balance rule, stored per row as transactions.counted_amount (private.counted_amount), for
-- executed rows (COMPLETED, MODIFIED), else null. status is execution_status (null = pending).
-- recurring: a series' template or a generated occurrence. postponed_to: for a postponed row, the
-- date of its pending copy. items: the day's rows by type (income, expense, saving), category,
-- subcategory (collation "C", no subcategory first), creation, id.
-- overdue: pending planned rows dated from the first of the day's month up to the day before
-- `day` and before `today` (the user's calendar day; by default `day`), the oldest 50 by date and
-- then as items; overdue_count says how many there are in all, and the page links to the rest in
-- Tranzacții. An overdue item is pending and planned: actual, status and postponed_to are null,
-- unplanned is false.
-- The balances follow the one rule through private.transaction_daily_totals (kept with
-- private.counted_amount per day): the opening is the balance at the end of the previous day
-- (private.accounts_opening_balance plus every counted row before `day`, as get_month_grid opens a
-- month and get_daily_balances counts), the closing adds the day's counted rows.

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
begin
  if get_daily_situation.day is null or not private.is_app_date(get_daily_situation.day)
     or (get_daily_situation.today is not null and not private.is_app_date(get_daily_situation.today)) then
    raise exception 'invalid day: expected a date from 1900-01-01 to 2199-12-31'
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := get_daily_situation.day - (extract(day from get_daily_situation.day)::integer - 1);
  cutoff := least(get_daily_situation.day, coalesce(get_daily_situation.today, get_daily_situation.day));

  select coalesce(sum(d.total) filter (where d.date < get_daily_situation.day), 0),
         coalesce(sum(d.total) filter (where d.date = get_daily_situation.day), 0)
    into before_day, on_day
  from private.transaction_daily_totals d
  where d.user_id = uid and d.date <= get_daily_situation.day;
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
  'The caller''s day for the daily page: its items as positional arrays [id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to], opening and closing balance (balance rule via private.transaction_daily_totals) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';
