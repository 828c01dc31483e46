-- Why: the transactions table shows a running balance column (spec point 3 'Table columns').
-- A window function over the user's transactions in (date, id) order — the order of the list
-- index, so the database walks the index instead of sorting. security_invoker keeps RLS of the
-- caller in force. Counting rule as in get_available_balance.

create view public.transactions_with_running_balance
with (security_invoker = true)
as
select
  t.*,
  sum(
    case
      when t.execution_status is not null and t.execution_status not in ('COMPLETED', 'MODIFIED') then 0
      when (case when t.execution_status = 'MODIFIED' and t.actual_amount is not null then t.actual_amount else t.amount end) <= 0 then 0
      when t.type = 'INCOME' then (case when t.execution_status = 'MODIFIED' and t.actual_amount is not null then t.actual_amount else t.amount end)
      else -(case when t.execution_status = 'MODIFIED' and t.actual_amount is not null then t.actual_amount else t.amount end)
    end
  ) over (partition by t.user_id order by t.date, t.id rows between unbounded preceding and current row) as running_balance
from public.transactions t;

comment on view public.transactions_with_running_balance is
  'Transactions with the balance after each one (oldest first, ties by id); read it with the same filters and paging as transactions.';
