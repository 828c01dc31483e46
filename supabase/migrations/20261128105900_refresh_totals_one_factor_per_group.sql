-- Why: issue 24 point 10 — private.refresh_daily_totals converts each group by its own factor
-- instead of joining a CTE of factors back to the groups: with the plan PL/pgSQL keeps (made for a
-- few days) that join compared every pair, and a second user's ten-year daily series took 7.6 s
-- instead of about 1.3 s on PGlite, holding everyone else. The statements are static again: the
-- previous migration's EXECUTE planned them at every call, 1.8 ms more for each write.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.refresh_daily_totals(owners uuid[], days date[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- The (owners[i], days[i]) days are summed again from public.transactions: the day's totals and
  -- its grid cells, each converted into the owner's default currency at the BNR rate of the day
  -- (the one conversion of both). A currency without a rate adds nothing and is counted in the
  -- day's unconverted. Days left without transactions go, so the tables stay as small as the
  -- calendar used.
  delete from private.transaction_daily_totals d
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where d.user_id = gone.user_id and d.date = gone.date;
  delete from private.transaction_cell_totals c
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where c.user_id = gone.user_id and c.date = gone.date;
  with touched as (
    select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)
  ), targets as (
    select o.user_id, private.owner_currency(o.user_id) as target from (select distinct t.user_id from touched t) o
  ), groups as materialized (
    -- One group per cell and currency; counted_rows: the rows that count an amount (a
    -- transfer's none).
    select t.user_id, t.date, t.category, t.subcategory, t.type, t.execution_status, t.currency,
      count(*)::integer as row_count, sum(t.counted_amount) as amount,
      count(*) filter (where t.counted_amount > 0 and t.type <> 'TRANSFER')::integer as counted_rows
    from touched
    join public.transactions t on t.user_id = touched.user_id and t.date = touched.date
    group by 1, 2, 3, 4, 5, 6, 7
  ), converted as (
    -- The factor of each group (1 at once for the owner's own currency), not of each day and
    -- currency joined back to the groups: with the plan PL/pgSQL keeps, made for a few days, that
    -- join of two CTEs compared every pair, 7,291 × 7,291 rows for a ten-year daily series (most
    -- of its 7.6 s on PGlite; issue 24 point 10).
    select g.*, private.conversion_factor(g.currency, tg.target, g.date) as k
    from groups g
    join targets tg on tg.user_id = g.user_id
  ), cells as (
    -- A transfer is neither income nor expense: it has no cell.
    insert into private.transaction_cell_totals (user_id, date, category, subcategory, type, execution_status, row_count, value)
    select c.user_id, c.date, c.category, c.subcategory, c.type, c.execution_status, sum(c.row_count), coalesce(sum(c.amount * c.k), 0)
    from converted c
    where c.type <> 'TRANSFER'
    group by 1, 2, 3, 4, 5, 6
  )
  -- total: the day's income less its spending (income +, expense and saving -, a transfer 0).
  insert into private.transaction_daily_totals (user_id, date, total, row_count, income, expenses, savings, unconverted)
  select c.user_id, c.date,
    coalesce(sum(case c.type when 'INCOME' then c.amount * c.k when 'TRANSFER' then 0 else -c.amount * c.k end), 0),
    sum(c.row_count),
    coalesce(sum(c.amount * c.k) filter (where c.type = 'INCOME'), 0),
    coalesce(sum(c.amount * c.k) filter (where c.type = 'EXPENSE'), 0),
    coalesce(sum(c.amount * c.k) filter (where c.type = 'SAVING'), 0),
    coalesce(sum(c.counted_rows) filter (where c.k is null), 0)
  from converted c
  group by c.user_id, c.date;
end;
$function$
;
