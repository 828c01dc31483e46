-- Why: the daily page (issue 12 point 4) records spontaneous spending or income as "unplanned"
-- (spec point 3 'Daily status'), and unplanned items are left out of the completion rate. The
-- mark is stored, not guessed from other columns: transactions.unplanned. An unplanned row is
-- something that already happened with no plan behind it, so the database holds it to that:
-- status COMPLETED, not a recurring template nor a generated occurrence (23514, HTTP 400
-- otherwise). Rows written before keep false.

alter table public.transactions
  add column unplanned boolean not null default false,
  add constraint transactions_unplanned_check
    check (not unplanned or (execution_status is not distinct from 'COMPLETED' and not recurring and recurring_rule_id is null));

comment on column public.transactions.unplanned is
  'True for a spontaneous item of the daily page (no plan behind it): always COMPLETED and one-off.';
