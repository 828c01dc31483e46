-- Why: the daily page's day call (get_daily_situation, issue 12 point 6) counts and lists the
-- month's overdue items: planned rows still pending (execution_status null, not unplanned) dated
-- from the first of the month up to the day. Through the (user_id, date) index it read every row
-- of those days and dropped the settled ones (2,651 read for 1,071 kept in a 6,000-row month,
-- 0.8 ms of a 3.4 ms call on PostgreSQL 15). This partial index holds only the pending planned
-- rows, so the count is an index-only scan and the oldest ones are read in date order.

create index transactions_user_id_pending_plan_date_idx
  on public.transactions (user_id, date)
  where execution_status is null and not unplanned;
