-- Why: a day's opening balance (get_daily_situation, issue 12), a month's (get_month_grid) and
-- today's (get_available_balance) sum private.transaction_daily_totals.total over every earlier
-- day of the user: about 2,800 rows for a ten-year ledger, read from the heap (1.3 ms on
-- PostgreSQL 15, a third of the day call once its items were built as arrays). With the total
-- carried in the index the sum is an index-only scan once the table is vacuumed (0.7 ms).

create index transaction_daily_totals_user_id_date_total_idx
  on private.transaction_daily_totals (user_id, date) include (total);
