-- Why: delete_user_data() is "everything the user stored" (spec point 4 'Account deletion'), and
-- since it was written the user keeps one more thing: the settings document (user_settings,
-- issue 13). It deletes it too, so a restore in "replace" mode (apply_restore) and the account
-- deletion (delete_account) leave no settings behind. Backup parts staged for a restore
-- (restore_parts) are not the user's data: apply_restore reads them after calling this, and
-- deletes them itself; the account deletion removes them with the auth user (cascade). The
-- returned counts stay as they were.

create or replace function public.delete_user_data()
returns table (
  transactions_deleted bigint,
  recurring_rules_deleted bigint,
  accounts_deleted bigint,
  categories_deleted bigint
)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  n_rules bigint;
  n_transactions bigint;
  n_accounts bigint;
  n_categories bigint;
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  delete from public.recurring_rules r where r.user_id = uid;
  get diagnostics n_rules = row_count;
  delete from public.transactions t where t.user_id = uid;
  get diagnostics n_transactions = row_count;
  delete from public.user_accounts a where a.user_id = uid;
  get diagnostics n_accounts = row_count;
  delete from public.custom_categories c where c.user_id = uid;
  get diagnostics n_categories = row_count;
  delete from public.user_settings s where s.user_id = uid;
  return query select n_transactions, n_rules, n_accounts, n_categories;
end;
$$;

comment on function public.delete_user_data() is
  'Deletes all of the caller''s transactions, recurring rules, accounts, categories and settings; returns the first four counts.';
