-- Why: the view transactions_with_running_balance wrote the counting rule out inline, a copy of
-- private.counted_amount that could drift from the header's figure (issue 9 point 8). It now
-- calls the one definition (private.signed_counted_amount): the balance after each row in
-- (date, id) order, so a row counts in the balance of its own day and every later day, and the
-- last row dated on or before today carries get_available_balance's figure. Dropped and created
-- rather than replaced: t.* expands to the table's columns of today, whose order a replace may
-- not change. security_invoker keeps the caller's row-level security in force.

drop view public.transactions_with_running_balance;

create view public.transactions_with_running_balance
with (security_invoker = true)
as
select
  t.*,
  sum(private.signed_counted_amount(t.type, t.execution_status, t.amount, t.actual_amount))
    over (partition by t.user_id order by t.date, t.id rows between unbounded preceding and current row) as running_balance
from public.transactions t;

comment on view public.transactions_with_running_balance is
  'Transactions with the balance after each one (oldest first, ties by id; private.counted_amount counts); read it with the same filters and paging as transactions.';
