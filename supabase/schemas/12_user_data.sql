-- Deleting a user's data: every user table's rows of the caller, in the order their references
-- allow, at most private.slice_rows() rows a call (delete_user_data), and deleting the user's account
-- itself (delete_account: their rows a slice a call, then their auth user). A slice keeps one
-- user's deletion from holding the embedded database, which runs one statement at a time, for
-- more than a fraction of a second (issue 24 point 10). Either drops a restore under way first.

CREATE FUNCTION private.delete_user_rows(owner uuid, for_restore boolean DEFAULT false, max_rows integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  -- Each step: a table and which of its rows go in it.
  steps constant text[][] := array[
    -- Transactions no rule keeps as its template first, so that deleting a rule sets no
    -- occurrence's recurring_rule_id to null (a write to every occurrence) just before it goes.
    array['public.transactions', 'not exists (select 1 from public.recurring_rules r where r.user_id = t.user_id and r.transaction_id = t.id)'],
    array['public.recurring_rules', 'true'],
    -- Transactions before their import batches (which would otherwise be cleared from each row),
    -- batches before accounts.
    array['public.transactions', 'true'],
    array['public.import_batches', 'true'],
    array['public.category_rules', 'true'],
    array['public.import_mappings', 'true'],
    array['public.user_accounts', 'true'],
    array['public.custom_categories', 'true'],
    array['public.user_settings', 'true']
  ];
  step text[];
  target regclass;
  budget bigint := delete_user_rows.max_rows;
  deleted bigint;
  left_over boolean;
  counts jsonb := '{}';
  done boolean := true;
begin
  foreach step slice 1 in array steps loop
    target := step[1]::regclass;
    -- A restore in replace mode (apply_restore) replaces what a backup file holds and the import
    -- batches pointing at it, but keeps the category rules and saved mappings: settings the file
    -- does not hold.
    continue when delete_user_rows.for_restore and target in ('public.category_rules'::regclass, 'public.import_mappings'::regclass);
    if budget is null or budget > 0 then
      if budget is null then
        execute format('delete from %s t where t.user_id = $1 and %s', target, step[2]) using delete_user_rows.owner;
      else
        execute format(
          'delete from %1$s t where t.ctid = any (array(select t.ctid from %1$s t where t.user_id = $1 and %2$s limit $2))',
          target, step[2]) using delete_user_rows.owner, budget;
      end if;
      get diagnostics deleted = row_count;
      counts := counts || jsonb_build_object(target::text, coalesce((counts ->> target::text)::bigint, 0) + deleted);
      budget := budget - deleted;
    end if;
    -- The slice is used up: whatever is left of this step or a later one waits for the next call.
    if budget <= 0 then
      execute format('select exists (select 1 from %s t where t.user_id = $1 and %s)', target, step[2])
        into left_over using delete_user_rows.owner;
      if left_over then
        done := false;
        exit;
      end if;
    end if;
  end loop;
  return counts || jsonb_build_object('done', done);
end;
$_$;

COMMENT ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean, max_rows integer) IS 'Deletes the owner''s rows of every user table (for a restore, not their category rules and import mappings), at most max_rows of them when given; returns the rows deleted per table and done: whether none is left.';

REVOKE ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean, max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean, max_rows integer) TO authenticated;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean, max_rows integer) TO service_role;

CREATE FUNCTION private.slice_rows() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- About a fifth of a second of deleting on PGlite; apply_restore takes half of it a call
  -- (issue 24 point 10; bench:fairness).
  select 5000
$$;

COMMENT ON FUNCTION private.slice_rows() IS 'About the most rows one call of delete_user_data or delete_account deletes (apply_restore: half of it).';

REVOKE ALL ON FUNCTION private.slice_rows() FROM PUBLIC;
GRANT ALL ON FUNCTION private.slice_rows() TO authenticated;
GRANT ALL ON FUNCTION private.slice_rows() TO service_role;

CREATE FUNCTION private.discard_restore() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer: the restore's job and snapshot are not the caller's to write.
declare
  uid uuid := (select auth.uid());
begin
  perform pg_advisory_xact_lock(hashtextextended('restore:' || uid::text, 0));
  delete from private.restore_jobs j where j.user_id = uid;
  delete from private.restore_undo u where u.user_id = uid;
  delete from private.restore_links k where k.user_id = uid;
end;
$$;

COMMENT ON FUNCTION private.discard_restore() IS 'Drops the caller''s restore under way, its snapshot and its pending links: deleting all of the user''s data supersedes it.';

REVOKE ALL ON FUNCTION private.discard_restore() FROM PUBLIC;
GRANT ALL ON FUNCTION private.discard_restore() TO authenticated;
GRANT ALL ON FUNCTION private.discard_restore() TO service_role;

CREATE FUNCTION public.delete_user_data() RETURNS TABLE(transactions_deleted bigint, recurring_rules_deleted bigint, accounts_deleted bigint, categories_deleted bigint, done boolean)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := private.require_user();
  counts jsonb;
begin
  perform private.discard_restore();
  counts := private.delete_user_rows(uid, max_rows => private.slice_rows());
  return query select
    coalesce((counts ->> 'public.transactions')::bigint, 0),
    coalesce((counts ->> 'public.recurring_rules')::bigint, 0),
    coalesce((counts ->> 'public.user_accounts')::bigint, 0),
    coalesce((counts ->> 'public.custom_categories')::bigint, 0),
    (counts ->> 'done')::boolean;
end;
$$;

COMMENT ON FUNCTION public.delete_user_data() IS 'Deletes the caller''s transactions, recurring rules, imports, category rules, saved import mappings, accounts, categories and settings, at most private.slice_rows() rows a call; returns the first four counts of this call and done: whether nothing is left (else call again).';

REVOKE ALL ON FUNCTION public.delete_user_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_user_data() TO authenticated;
GRANT ALL ON FUNCTION public.delete_user_data() TO service_role;
REVOKE ALL ON FUNCTION public.delete_user_data() FROM anon;

CREATE FUNCTION public.delete_account() RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null or (select auth.role()) is distinct from 'authenticated' then
    raise exception 'must be signed in to delete the account' using errcode = 'insufficient_privilege';
  end if;
  perform private.discard_restore();
  if not (private.delete_user_rows(uid, max_rows => private.slice_rows()) ->> 'done')::boolean then
    return false;
  end if;
  delete from auth.users u where u.id = uid;
  if not found then
    raise exception 'user not found' using errcode = 'PT404';
  end if;
  return true;
end;
$$;

COMMENT ON FUNCTION public.delete_account() IS 'Deletes the caller''s rows, at most private.slice_rows() a call, and once none is left the caller''s auth user; returns whether the account is gone (else call again).';

REVOKE ALL ON FUNCTION public.delete_account() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_account() TO authenticated;
REVOKE ALL ON FUNCTION public.delete_account() FROM anon;
REVOKE ALL ON FUNCTION public.delete_account() FROM service_role;
