-- Why: the header's available balance counts only transactions dated on or before the user's
-- today (issue 9 point 8: next month's generated rent must not lower today's figure), and its
-- panel shows income, expenses and savings apart. The per-(user, type) all-time totals cannot
-- leave future days out; the per-(user, day) totals can, once they keep each type apart too.
-- These columns hold the counted amount per type and day (private.counted_amount, the one
-- definition of what counts), kept by the same statement-level trigger as the signed total.

alter table private.transaction_daily_totals
  add column income numeric not null default 0,
  add column expenses numeric not null default 0,
  add column savings numeric not null default 0;

comment on column private.transaction_daily_totals.income is 'Counted amount of the day''s INCOME rows (private.counted_amount).';
comment on column private.transaction_daily_totals.expenses is 'Counted amount of the day''s EXPENSE rows (private.counted_amount).';
comment on column private.transaction_daily_totals.savings is 'Counted amount of the day''s SAVING rows (private.counted_amount).';

create or replace function private.sync_transaction_daily_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Definer: the caller may read its daily totals but not write them; only this trigger does.
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count, income, expenses, savings)
    select o.user_id, o.date,
      -sum(private.signed_counted_amount(o.type, o.execution_status, o.amount, o.actual_amount)),
      -count(*),
      -coalesce(sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount)) filter (where o.type = 'INCOME'), 0),
      -coalesce(sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount)) filter (where o.type = 'EXPENSE'), 0),
      -coalesce(sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount)) filter (where o.type = 'SAVING'), 0)
    from old_rows o
    group by o.user_id, o.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count,
        income = d.income + excluded.income, expenses = d.expenses + excluded.expenses,
        savings = d.savings + excluded.savings;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count, income, expenses, savings)
    select n.user_id, n.date,
      sum(private.signed_counted_amount(n.type, n.execution_status, n.amount, n.actual_amount)),
      count(*),
      coalesce(sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount)) filter (where n.type = 'INCOME'), 0),
      coalesce(sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount)) filter (where n.type = 'EXPENSE'), 0),
      coalesce(sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount)) filter (where n.type = 'SAVING'), 0)
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
$$;

-- Days that exist before this migration (a hosted project with data) get their type totals.
update private.transaction_daily_totals d
set income = s.income, expenses = s.expenses, savings = s.savings
from (
  select t.user_id, t.date,
    coalesce(sum(private.counted_amount(t.execution_status, t.amount, t.actual_amount)) filter (where t.type = 'INCOME'), 0) as income,
    coalesce(sum(private.counted_amount(t.execution_status, t.amount, t.actual_amount)) filter (where t.type = 'EXPENSE'), 0) as expenses,
    coalesce(sum(private.counted_amount(t.execution_status, t.amount, t.actual_amount)) filter (where t.type = 'SAVING'), 0) as savings
  from public.transactions t
  group by t.user_id, t.date
) s
where d.user_id = s.user_id and d.date = s.date;
