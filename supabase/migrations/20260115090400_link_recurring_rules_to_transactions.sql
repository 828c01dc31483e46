-- Why: a rule and its template transaction point at each other, so one of the two foreign keys
-- can only be added after both tables exist. Deleting the template deletes the rule; the
-- transactions the rule generated keep existing (transactions.recurring_rule_id is set null).

alter table public.recurring_rules
  add constraint recurring_rules_transaction_id_fkey
  foreign key (transaction_id) references public.transactions (id) on delete cascade;
