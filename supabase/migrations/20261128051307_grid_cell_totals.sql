-- Why: get_month_grid grouped the month's rows into cells and converted each row at its day's rate on every read (about half of its time at 3,000 rows, bench:grid, issue 22); the cells are now kept per day with the per-day totals by private.refresh_daily_totals, and the rows already stored are summed once here.

create table "private"."transaction_cell_totals" (
    "user_id" uuid not null,
    "date" date not null,
    "category" text collate "C" not null,
    "subcategory" text collate "C",
    "type" text collate "C" not null,
    "execution_status" text collate "C",
    "row_count" integer not null,
    "value" numeric not null default 0
      );


alter table "private"."transaction_cell_totals" enable row level security;

CREATE INDEX transaction_cell_totals_user_id_date_idx ON private.transaction_cell_totals USING btree (user_id, date);

alter table "private"."transaction_cell_totals" add constraint "transaction_cell_totals_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "private"."transaction_cell_totals" validate constraint "transaction_cell_totals_user_id_fkey";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.refresh_daily_totals(owners uuid[], days date[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- The (owners[i], days[i]) days are summed again from public.transactions: each day's rows per
  -- currency, converted into the owner's default currency at the BNR rate of the day (the one
  -- conversion of the per-day totals). A currency without a rate adds nothing and is counted in
  -- unconverted. Days left without transactions go, so the table stays as small as the calendar used.
  delete from private.transaction_daily_totals d
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where d.user_id = gone.user_id and d.date = gone.date;
  insert into private.transaction_daily_totals (user_id, date, total, row_count, income, expenses, savings, unconverted)
  select g.user_id, g.date,
    coalesce(sum(g.total * g.k), 0), sum(g.row_count),
    coalesce(sum(g.income * g.k), 0), coalesce(sum(g.expenses * g.k), 0), coalesce(sum(g.savings * g.k), 0),
    coalesce(sum(g.counted_rows) filter (where g.k is null), 0)
  from (
    select c.*, private.conversion_factor(c.currency, private.owner_currency(c.user_id), c.date) as k
    from (
      -- total: the day's income less its spending (income +, expense and saving -, a transfer 0).
      select t.user_id, t.date, t.currency,
        sum(case t.type when 'INCOME' then t.counted_amount when 'TRANSFER' then 0 else -t.counted_amount end) as total,
        count(*) as row_count,
        coalesce(sum(t.counted_amount) filter (where t.type = 'INCOME'), 0) as income,
        coalesce(sum(t.counted_amount) filter (where t.type = 'EXPENSE'), 0) as expenses,
        coalesce(sum(t.counted_amount) filter (where t.type = 'SAVING'), 0) as savings,
        count(*) filter (where t.counted_amount > 0 and t.type <> 'TRANSFER')::integer as counted_rows
      from (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) touched
      join public.transactions t on t.user_id = touched.user_id and t.date = touched.date
      group by t.user_id, t.date, t.currency
    ) c
  ) g
  group by g.user_id, g.date;

  -- The same days' grid cells: each (category, subcategory, type, status) of a day, converted
  -- the same way, one conversion per day and currency.
  delete from private.transaction_cell_totals c
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where c.user_id = gone.user_id and c.date = gone.date;
  with cells as (
    select t.user_id, t.date, t.category, t.subcategory, t.type, t.execution_status, t.currency,
      count(*)::integer as row_count, sum(t.counted_amount) as amount
    from (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) touched
    join public.transactions t on t.user_id = touched.user_id and t.date = touched.date
    -- A transfer is neither income nor expense: it has no cell.
    where t.type <> 'TRANSFER'
    group by 1, 2, 3, 4, 5, 6, 7
  ), factors as (
    select d.user_id, d.date, d.currency, private.conversion_factor(d.currency, private.owner_currency(d.user_id), d.date) as k
    from (select distinct c.user_id, c.date, c.currency from cells c) d
  )
  insert into private.transaction_cell_totals (user_id, date, category, subcategory, type, execution_status, row_count, value)
  select c.user_id, c.date, c.category, c.subcategory, c.type, c.execution_status, sum(c.row_count), coalesce(sum(c.amount * f.k), 0)
  from cells c
  join factors f on f.user_id = c.user_id and f.date = c.date and f.currency = c.currency
  group by 1, 2, 3, 4, 5, 6;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_month_grid(month text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_month_grid.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  start_day date := private.balance_start_date(uid);
  target text := private.owner_currency(uid);
begin

  return (
    with counted as materialized (
      -- key: the account, or a zero id for the rows without one, so the joins below are
      -- equalities (hashable, each function read once).
      select c.account_id, coalesce(c.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key,
        c.start_day, c.initial_balance, c.currency
      from private.counted_accounts() c
    ),
    factors as materialized (
      -- What one unit of each other currency of the counted accounts is worth in the default
      -- currency, per day, the day before the month included (the default currency's own factor
      -- is 1: no call, no row).
      select x.currency, g.day::date as date, private.conversion_factor(x.currency, target, g.day::date) as k
      from (select distinct c.currency from counted c where c.currency <> target) x
      cross join pg_catalog.generate_series((first_day - 1)::timestamp, last_day::timestamp, interval '1 day') as g(day)
    ),
    cells as (
      -- The month's cells as private.refresh_daily_totals keeps them (in the default currency).
      select c.category, c.subcategory, c.type, c.date - first_day + 1 as day, c.execution_status as status, c.row_count as n, c.value
      from private.transaction_cell_totals c
      where c.user_id = uid and c.date between first_day and last_day
    ),
    account_opening as materialized (
      -- Each counted account's own balance at the end of the day before the month.
      select c.key, c.currency, c.initial_balance + coalesce(f.flow, 0) as amount
      from counted c
      left join private.account_flows_between(uid,
          (select array_agg(c2.account_id) from counted c2),
          (select array_agg(c2.start_day) from counted c2), first_day - 1) f
        on coalesce(f.account_id, '00000000-0000-0000-0000-000000000000'::uuid) = c.key
    ),
    month_flows as materialized (
      select coalesce(m.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key, m.date, m.flow
      from private.available_flows(first_day, last_day) m
    ),
    account_days as (
      -- Each counted account's own balance at the end of each day of the month and of the day
      -- before it (the month's opening).
      select a.currency, g.day::date as date,
        a.amount + coalesce(sum(m.flow) over (partition by a.key order by g.day), 0) as amount
      from account_opening a
      cross join pg_catalog.generate_series((first_day - 1)::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join month_flows m on m.key = a.key and m.date = g.day::date
    ),
    day_balances as materialized (
      -- The available balance at the end of each day, as private.available_balance counts it:
      -- every counted account at that day's rate (an account whose currency has no rate yet
      -- adds nothing).
      select ad.date, coalesce(sum(case when ad.currency = target then ad.amount else ad.amount * f.k end), 0) as balance
      from account_days ad
      left join factors f on f.currency = ad.currency and f.date = ad.date
      group by ad.date
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
        coalesce(db.balance, 0) as balance
      from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join private.transaction_daily_totals d
        on d.user_id = uid and d.date = g.day::date and d.date between first_day and last_day
      left join day_balances db on db.date = g.day::date
    ),
    balances as (
      select dy.* from days dy
    )
    select json_build_object(
      'month', get_month_grid.month,
      'first_day', first_day,
      'days_in_month', extract(day from last_day)::integer,
      'opening_balance', (select db.balance from day_balances db where db.date = first_day - 1),
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
          'net', sum(b.total), 'closing_balance', (select b2.balance from balances b2 where b2.date = last_day), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$function$
;

grant select on table "private"."transaction_cell_totals" to "authenticated";

grant select on table "private"."transaction_cell_totals" to "service_role";


  create policy "transaction_cell_totals: users read their own cells"
  on "private"."transaction_cell_totals"
  as permissive
  for select
  to authenticated
using ((( SELECT auth.uid() AS uid) = user_id));

COMMENT ON TABLE private.transaction_cell_totals IS 'The grid''s cells (issue 22): per user, day, category, subcategory, type and status, the number of rows and their counted amount in the user''s default currency (each row at the BNR rate of its day; none: left out of value, counted in row_count); transfers have no cell. Kept with private.transaction_daily_totals by private.refresh_daily_totals. Text under collation "C": grouped and compared bytewise, which the grid''s lines need and the database''s locale made slower.';

COMMENT ON FUNCTION private.refresh_daily_totals(owners uuid[], days date[]) IS 'Sums the (owners[i], days[i]) days of private.transaction_daily_totals and private.transaction_cell_totals again from public.transactions, converted into each owner''s default currency at the BNR rate of the day: the one place the per-day totals and the grid''s cells are computed.';

COMMENT ON FUNCTION public.get_month_grid(month text) IS 'The caller''s month (''YYYY-MM'') for the grid: per (category, subcategory, type) its cells [day, status, count, value] (private.transaction_cell_totals); per day the counted income, expenses, savings and closing balance; the opening balance, the balance start date (null: none) and month totals. Counted by private.counted_amount, in the default currency (each row and each day''s balance at the BNR rate of the day); only rows dated from the balance start date move a balance.';

-- The rows already stored: every day with transactions summed again (its per-day totals come out the same).
select private.refresh_daily_totals(array_agg(d.user_id), array_agg(d.date)) from (select distinct t.user_id, t.date from public.transactions t) d;
