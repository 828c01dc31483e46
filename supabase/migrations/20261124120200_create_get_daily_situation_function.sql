-- Why: the daily page (issue 12 points 2, 5, 6 and 9) shows one day planned against what really
-- happened: every transaction of the day as an item, the day's opening and closing balance, and
-- the pending items of earlier days of the month ("Restanțe"). One call under the caller's
-- row-level security instead of downloading rows.
--
-- get_daily_situation(day, today) returns one JSON document:
--   { date, opening_balance, closing_balance, items: [item], overdue: [item], overdue_count }
--   item = { id, date, type, category, subcategory, description, amount, actual, status,
--            unplanned, recurring, postponed_from_id, postponed_to }
-- amount is the plan (the row's amount; a MODIFIED row keeps it). actual is what the row counts by
-- the balance rule, stored per row as transactions.counted_amount (private.counted_amount), for
-- executed rows (COMPLETED, MODIFIED), else null. status is execution_status (null = pending).
-- recurring: a series' template or a generated occurrence. postponed_to: for a postponed row, the
-- date of its pending copy. items: the day's rows by type, category, subcategory, creation.
-- overdue: pending planned rows dated from the first of the day's month up to the day before
-- `day` and before `today` (the user's calendar day; by default `day`), by date, then as items;
-- the oldest 50 of them (a month of 6,000 rows can leave a thousand, 400 KB the page would not
-- read, and the call would take ten times as long); overdue_count says how many there are in
-- all, and the page links to the rest in Tranzacții.
-- The balances follow the one rule through private.transaction_daily_totals (kept with
-- private.counted_amount per day): the opening is the balance at the end of the previous day
-- (private.accounts_opening_balance plus every counted row before `day`, as get_month_grid opens a
-- month and get_daily_balances counts), the closing adds the day's counted rows.

create function public.get_daily_situation(day date, today date default null)
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
  opening numeric;
  day_total numeric;
begin
  if get_daily_situation.day is null or not private.is_app_date(get_daily_situation.day)
     or (get_daily_situation.today is not null and not private.is_app_date(get_daily_situation.today)) then
    raise exception 'invalid day: expected a date from 1900-01-01 to 2199-12-31'
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := get_daily_situation.day - (extract(day from get_daily_situation.day)::integer - 1);
  cutoff := least(get_daily_situation.day, coalesce(get_daily_situation.today, get_daily_situation.day));

  select private.accounts_opening_balance() + coalesce(sum(d.total), 0) into opening
  from private.transaction_daily_totals d
  where d.user_id = uid and d.date < get_daily_situation.day;
  select coalesce(sum(d.total), 0) into day_total
  from private.transaction_daily_totals d
  where d.user_id = uid and d.date = get_daily_situation.day;

  return (
    with listed as (
      -- The day's rows (list 1) and the oldest overdue ones (list 2), each numbered in the order
      -- the page shows them; sorted under collation "C" (the grid's reason: the locale's sort
      -- cost milliseconds, and the keys are the catalogue's).
      select 1 as list, t, c.date as postponed_to,
        row_number() over (
          order by case t.type when 'INCOME' then 1 when 'EXPENSE' then 2 else 3 end,
            t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id) as n
      from public.transactions t
      left join public.transactions c on c.user_id = uid and c.postponed_from_id = t.id
      where t.user_id = uid and t.date = get_daily_situation.day
      union all
      select 2, o.t, null, o.n
      from (
        select t, row_number() over (
            order by t.date, case t.type when 'INCOME' then 1 when 'EXPENSE' then 2 else 3 end,
              t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id) as n
        from public.transactions t
        where t.user_id = uid and t.date >= first_day and t.date < cutoff
          and t.execution_status is null and not t.unplanned
        order by n
        limit 50
      ) o
    ),
    built as (
      select l.list, l.n, json_build_object(
        'id', (l.t).id, 'date', (l.t).date, 'type', (l.t).type, 'category', (l.t).category,
        'subcategory', (l.t).subcategory, 'description', (l.t).description, 'amount', (l.t).amount,
        'actual', case when (l.t).execution_status in ('COMPLETED', 'MODIFIED') then (l.t).counted_amount end,
        'status', (l.t).execution_status, 'unplanned', (l.t).unplanned,
        'recurring', (l.t).recurring or (l.t).recurring_rule_id is not null,
        'postponed_from_id', (l.t).postponed_from_id, 'postponed_to', l.postponed_to
      ) as item
      from listed l
    )
    select json_build_object(
      'date', get_daily_situation.day,
      'opening_balance', opening,
      'closing_balance', opening + day_total,
      'items', coalesce((select json_agg(b.item order by b.n) from built b where b.list = 1), '[]'::json),
      'overdue', coalesce((select json_agg(b.item order by b.n) from built b where b.list = 2), '[]'::json),
      'overdue_count', (
        select count(*)
        from public.transactions t
        where t.user_id = uid and t.date >= first_day and t.date < cutoff
          and t.execution_status is null and not t.unplanned
      )
    )
  );
end;
$$;

comment on function public.get_daily_situation(date, date) is
  'The caller''s day for the daily page: its items, opening and closing balance (balance rule via private.transaction_daily_totals) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';

revoke execute on function public.get_daily_situation(date, date) from public, anon;
grant execute on function public.get_daily_situation(date, date) to authenticated, service_role;
