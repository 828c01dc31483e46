-- Why: private.transaction_totals kept all-time totals per user and type for the old
-- get_available_balance, which counted rows of every date (issue 9 point 8). The balance now
-- sums the per-day type totals of private.transaction_daily_totals up to a day, so nothing reads
-- these totals any more; their triggers only cost time on every write.

drop trigger transactions_totals_after_insert on public.transactions;
drop trigger transactions_totals_after_update on public.transactions;
drop trigger transactions_totals_after_delete on public.transactions;
drop function private.sync_transaction_totals();
drop table private.transaction_totals;
