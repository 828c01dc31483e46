-- Why: delete_user_data() was restated whole (20261124140300) to delete one more table of the
-- user (user_settings). The list of the user's tables, in foreign-key order, and the delete of
-- the caller's rows in each now live once, in private.delete_user_rows, which returns the count
-- per table; delete_user_data keeps its signature and its four counts. A new user table is one
-- more entry in that list. Behaviour is unchanged (security invoker: RLS applies as before).

create function private.delete_user_rows(owner uuid)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target regclass;
  deleted bigint;
  counts jsonb := '{}';
begin
  -- Rules before transactions and accounts (they point at both), transactions before accounts.
  foreach target in array array[
    'public.recurring_rules', 'public.transactions', 'public.user_accounts', 'public.custom_categories', 'public.user_settings'
  ]::regclass[] loop
    execute format('delete from %s t where t.user_id = $1', target) using delete_user_rows.owner;
    get diagnostics deleted = row_count;
    counts := counts || jsonb_build_object(target::text, deleted);
  end loop;
  return counts;
end;
$$;

revoke execute on function private.delete_user_rows(uuid) from public;
grant execute on function private.delete_user_rows(uuid) to authenticated, service_role;

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
  counts jsonb;
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  counts := private.delete_user_rows(uid);
  return query select
    (counts ->> 'public.transactions')::bigint,
    (counts ->> 'public.recurring_rules')::bigint,
    (counts ->> 'public.user_accounts')::bigint,
    (counts ->> 'public.custom_categories')::bigint;
end;
$$;
