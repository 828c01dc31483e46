-- Why: the profile page offers to delete everything a user stored (spec point 4 'Account
-- deletion'). One function removes the caller's rows from every user table in one transaction,
-- in foreign-key order, under the caller's own RLS.

create function public.delete_user_data()
returns table (
  transactions_deleted bigint,
  recurring_rules_deleted bigint,
  accounts_deleted bigint,
  categories_deleted bigint
)
language plpgsql
security invoker
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
  return query select n_transactions, n_rules, n_accounts, n_categories;
end;
$$;

comment on function public.delete_user_data() is
  'Deletes all of the caller''s transactions, recurring rules, accounts and categories; returns the counts.';

revoke execute on function public.delete_user_data() from public, anon;
grant execute on function public.delete_user_data() to authenticated, service_role;
