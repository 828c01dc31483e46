-- Why: the dates a recurring rule generates are a rule of their own (spec point 3 'Recurrence
-- detail'; docs/decisions.md 'Spec 3 recurrence'), and the series is now created by one server
-- call (create_recurring_series), so the rule lives here, once, and nowhere in the client:
--   * days and weeks step from the start date;
--   * months and years are counted from the start date, never from the previous occurrence, so
--     31 January gives 28/29 February and then 31 March again, and 29 February yearly gives
--     28 February in the years without it (Postgres's date + interval clamps to the month's end);
--   * 'after N occurrences' counts from the start of the series (occurrence 0 is the start);
--   * 'until' is inclusive;
--   * nothing after `through` (today + look-ahead).

create function private.recurrence_dates(
  start_date date,
  frequency text,
  end_type text,
  occurrences integer,
  end_date date,
  through date
)
returns table (n integer, day date)
language sql
immutable
security invoker
set search_path = ''
as $$
  with bounds as (
    select
      least(recurrence_dates.through, case when recurrence_dates.end_type = 'UNTIL_DATE' then recurrence_dates.end_date end) as last_day,
      case when recurrence_dates.end_type = 'AFTER_OCCURRENCES' then recurrence_dates.occurrences - 1 end as last_n
  ),
  steps as (
    -- An upper bound on the number of steps up to the last day (a month has at least 28 days,
    -- a year at least 365), trimmed by 'after N'; the exact cut is the filter below.
    select least(
      b.last_n,
      case recurrence_dates.frequency
        when 'DAILY' then b.last_day - recurrence_dates.start_date
        when 'WEEKLY' then (b.last_day - recurrence_dates.start_date) / 7
        when 'MONTHLY' then (b.last_day - recurrence_dates.start_date) / 28 + 1
        when 'YEARLY' then (b.last_day - recurrence_dates.start_date) / 365 + 1
      end
    ) as max_n,
    b.last_day
    from bounds b
  )
  select o.n, o.day
  from steps s
  cross join lateral generate_series(0, s.max_n) as g(n)
  cross join lateral (
    select g.n, case recurrence_dates.frequency
      when 'DAILY' then recurrence_dates.start_date + g.n
      when 'WEEKLY' then recurrence_dates.start_date + 7 * g.n
      when 'MONTHLY' then (recurrence_dates.start_date + make_interval(months => g.n))::date
      when 'YEARLY' then (recurrence_dates.start_date + make_interval(years => g.n))::date
    end as day
  ) o
  where o.day <= s.last_day
  order by o.n;
$$;

comment on function private.recurrence_dates(date, text, text, integer, date, date) is
  'The n-th dates of a recurring rule from its start (n = 0) through a day, honouring its end condition.';
revoke execute on function private.recurrence_dates(date, text, text, integer, date, date) from public;
grant execute on function private.recurrence_dates(date, text, text, integer, date, date) to authenticated, service_role;
