-- Why: the per-day totals trigger called two SQL functions per row; a restore of 90,000 rows spent
-- most of its time there. It now sums the stored counted_amount, and signed_counted_amount, read
-- by nothing else, goes.

drop function if exists "private"."signed_counted_amount"(type text, execution_status text, amount numeric, actual_amount numeric);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.sync_transaction_daily_totals()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Definer: the caller may read its daily totals but not write them; only this trigger does.
  -- total is the day's income less its spending (income +, expense and saving -, a transfer 0),
  -- from the stored counted_amount (no function call per row: a restore writes many rows).
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count, income, expenses, savings)
    select o.user_id, o.date,
      -sum(case o.type when 'INCOME' then o.counted_amount when 'TRANSFER' then 0 else -o.counted_amount end),
      -count(*),
      -coalesce(sum(o.counted_amount) filter (where o.type = 'INCOME'), 0),
      -coalesce(sum(o.counted_amount) filter (where o.type = 'EXPENSE'), 0),
      -coalesce(sum(o.counted_amount) filter (where o.type = 'SAVING'), 0)
    from old_rows o
    -- A user being deleted: the cascade from auth.users takes their totals too, perhaps already.
    where exists (select 1 from auth.users u where u.id = o.user_id)
    group by o.user_id, o.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count,
        income = d.income + excluded.income, expenses = d.expenses + excluded.expenses,
        savings = d.savings + excluded.savings;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count, income, expenses, savings)
    select n.user_id, n.date,
      sum(case n.type when 'INCOME' then n.counted_amount when 'TRANSFER' then 0 else -n.counted_amount end),
      count(*),
      coalesce(sum(n.counted_amount) filter (where n.type = 'INCOME'), 0),
      coalesce(sum(n.counted_amount) filter (where n.type = 'EXPENSE'), 0),
      coalesce(sum(n.counted_amount) filter (where n.type = 'SAVING'), 0)
    from new_rows n
    group by n.user_id, n.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count,
        income = d.income + excluded.income, expenses = d.expenses + excluded.expenses,
        savings = d.savings + excluded.savings;
  end if;
  -- Days left without transactions go away, so the table stays as small as the calendar used.
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.transaction_daily_totals d
    using (select distinct o.user_id, o.date from old_rows o) gone
    where d.user_id = gone.user_id and d.date = gone.date and d.row_count = 0;
  end if;
  return null;
end;
$function$
;
