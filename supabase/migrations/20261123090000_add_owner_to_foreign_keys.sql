-- Why: row-level security checks each row's user_id, but a foreign key check ignores RLS. So a
-- second user could file a transaction under the first user's account or recurring rule, or point
-- a rule at the first user's transaction; the first user could then no longer delete that account
-- (restrict, 23001) nor run delete_user_data(). Every reference between user tables now carries
-- the owner: the key is (id, user_id) on both sides, so a row can only point at a row of its own
-- user. Each reference keeps its on-delete behaviour; set null clears only the reference column
-- (PostgreSQL 15's column list), never user_id. References: transactions.account_id →
-- user_accounts, transactions.recurring_rule_id → recurring_rules, recurring_rules.transaction_id
-- → transactions (deferrable, for restore_transaction).

-- The referenced side: (id, user_id) is unique because id alone is.
alter table public.user_accounts add constraint user_accounts_id_user_id_key unique (id, user_id);
alter table public.recurring_rules add constraint recurring_rules_id_user_id_key unique (id, user_id);
alter table public.transactions add constraint transactions_id_user_id_key unique (id, user_id);

-- References that already cross users (only an attack could make them) are cut before the new
-- keys check every row: the row keeps existing under its own user, without the foreign link.
update public.transactions t set account_id = null
where t.account_id is not null
  and not exists (select 1 from public.user_accounts a where a.id = t.account_id and a.user_id = t.user_id);
update public.transactions t set recurring_rule_id = null
where t.recurring_rule_id is not null
  and not exists (select 1 from public.recurring_rules r where r.id = t.recurring_rule_id and r.user_id = t.user_id);
-- transaction_id is not null: a rule anchored on another user's transaction cannot be cut loose,
-- so it goes (its own occurrences are unlinked by their set null).
delete from public.recurring_rules r
where not exists (select 1 from public.transactions t where t.id = r.transaction_id and t.user_id = r.user_id);

alter table public.transactions drop constraint transactions_account_id_fkey;
-- restrict: an account with transactions cannot be deleted (spec point 5 'Accounts').
alter table public.transactions
  add constraint transactions_account_id_fkey
  foreign key (account_id, user_id) references public.user_accounts (id, user_id) on delete restrict;

alter table public.transactions drop constraint transactions_recurring_rule_id_fkey;
-- Deleting a rule unlinks its occurrences; they stay the user's transactions.
alter table public.transactions
  add constraint transactions_recurring_rule_id_fkey
  foreign key (recurring_rule_id, user_id) references public.recurring_rules (id, user_id)
  on delete set null (recurring_rule_id);

-- Same name as before: restore_transaction defers it by name.
alter table public.recurring_rules drop constraint recurring_rules_transaction_id_fkey;
-- Deleting the template deletes its rule; checked at commit when deferred (restore_transaction).
alter table public.recurring_rules
  add constraint recurring_rules_transaction_id_fkey
  foreign key (transaction_id, user_id) references public.transactions (id, user_id)
  on delete cascade deferrable initially immediate;
