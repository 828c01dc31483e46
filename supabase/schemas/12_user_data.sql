-- Deleting a user's data (the profile's "Șterge datele"): every user table's rows of the caller,
-- in the order their references allow; and deleting the user's account itself (delete_account:
-- their rows and their auth user, in one transaction).

CREATE FUNCTION private.delete_user_rows(owner uuid, for_restore boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  target regclass;
  deleted bigint;
  counts jsonb := '{}';
begin
  -- Rules before transactions and accounts (they point at both), transactions before accounts;
  -- transactions before their import batches (which would otherwise be cleared from each row),
  -- batches before accounts.
  foreach target in array array[
    'public.recurring_rules', 'public.transactions', 'public.import_batches', 'public.category_rules', 'public.import_mappings',
    'public.user_accounts', 'public.custom_categories', 'public.user_settings'
  ]::regclass[] loop
    -- A restore in replace mode (apply_restore) replaces what a backup file holds and the import
    -- batches pointing at it, but keeps the category rules and saved mappings: settings the file
    -- does not hold.
    continue when delete_user_rows.for_restore and target in ('public.category_rules'::regclass, 'public.import_mappings'::regclass);
    execute format('delete from %s t where t.user_id = $1', target) using delete_user_rows.owner;
    get diagnostics deleted = row_count;
    counts := counts || jsonb_build_object(target::text, deleted);
  end loop;
  return counts;
end;
$_$;

REVOKE ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean) TO authenticated;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean) TO service_role;

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

COMMENT ON FUNCTION public.delete_user_data() IS 'Deletes all of the caller''s transactions, recurring rules, imports, category rules, saved import mappings, accounts, categories and settings; returns the first four counts.';

REVOKE ALL ON FUNCTION public.delete_user_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_user_data() TO authenticated;
GRANT ALL ON FUNCTION public.delete_user_data() TO service_role;
REVOKE ALL ON FUNCTION public.delete_user_data() FROM anon;

CREATE FUNCTION public.delete_account() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null or (select auth.role()) is distinct from 'authenticated' then
    raise exception 'must be signed in to delete the account' using errcode = 'insufficient_privilege';
  end if;
  perform public.delete_user_data();
  delete from auth.users u where u.id = uid;
  if not found then
    raise exception 'user not found' using errcode = 'PT404';
  end if;
end;
$$;

COMMENT ON FUNCTION public.delete_account() IS 'Deletes every row of the caller and the caller''s auth user, in one transaction.';

REVOKE ALL ON FUNCTION public.delete_account() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_account() TO authenticated;
REVOKE ALL ON FUNCTION public.delete_account() FROM anon;
REVOKE ALL ON FUNCTION public.delete_account() FROM service_role;
