-- Why: the daily page's month calendar (issue 12 point 1) marks each day that holds pending
-- items, only settled ones, or overdue ones, and its chart (point 7) draws the month's planned
-- against actual spending. Both come from one aggregate call over the month's rows under the
-- caller's row-level security, not from the rows themselves (6,000 in a heavy month).
--
-- get_daily_month(month 'YYYY-MM', read by private.month_start: 22023 / HTTP 400 otherwise)
-- returns { month, days: [[day, pending, done, skipped, planned, actual]] }, one positional array
-- per day of the month that holds rows, in day order:
--   pending  rows still planned (status null; an unplanned row never is);
--   done     rows executed (COMPLETED or MODIFIED, unplanned ones included);
--   skipped  rows postponed (SKIPPED);
--   planned  the day's planned spending: amounts of the EXPENSE rows that are planned (not
--            unplanned) and not postponed (their plan moved to the copy);
--   actual   the day's actual spending: what the executed EXPENSE rows count by the balance rule
--            (transactions.counted_amount, private.counted_amount stored per row).
-- Whether a day with pending rows is overdue depends on the user's calendar day, which the client
-- holds; the marker is chosen there from these counts.

create function public.get_daily_month(month text)
returns json
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
        where t.user_id = uid and t.date between first_day and last_day
        group by t.date
      ) g
    ), '[]'::json)
  );
end;
$$;

comment on function public.get_daily_month(text) is
  'The caller''s month (''YYYY-MM'') for the daily calendar and chart: per day with rows [day, pending, done, skipped, planned spending, actual spending].';

revoke execute on function public.get_daily_month(text) from public, anon;
grant execute on function public.get_daily_month(text) to authenticated, service_role;
