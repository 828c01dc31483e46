-- Deleting a user's data (the profile's "Șterge datele"): every user table's rows of the caller,
-- in the order their references allow.

CREATE FUNCTION private.delete_user_rows(owner uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
$_$;

REVOKE ALL ON FUNCTION private.delete_user_rows(owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid) TO service_role;

CREATE FUNCTION public.delete_user_data() RETURNS TABLE(transactions_deleted bigint, recurring_rules_deleted bigint, accounts_deleted bigint, categories_deleted bigint)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := private.require_user();
  counts jsonb;
begin
  counts := private.delete_user_rows(uid);
  return query select
    (counts ->> 'public.transactions')::bigint,
    (counts ->> 'public.recurring_rules')::bigint,
    (counts ->> 'public.user_accounts')::bigint,
    (counts ->> 'public.custom_categories')::bigint;
end;
$$;

COMMENT ON FUNCTION public.delete_user_data() IS 'Deletes all of the caller''s transactions, recurring rules, accounts, categories and settings; returns the first four counts.';

REVOKE ALL ON FUNCTION public.delete_user_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_user_data() TO authenticated;
GRANT ALL ON FUNCTION public.delete_user_data() TO service_role;
REVOKE ALL ON FUNCTION public.delete_user_data() FROM anon;
