-- Why: issue 25. A restore in replace mode ran delete_user_data(), which now also deletes the
-- category rules, saved import mappings and import batches; a backup file holds none of them, so
-- a restore silently lost the user's rules and mappings. Replace now deletes through
-- private.delete_user_rows(owner, for_restore => true): the tables the file holds and the import
-- batches (and their matches), whose undo would no longer be exact, but not the rules and
-- mappings (docs/decisions.md).

drop function if exists "private"."delete_user_rows"(owner uuid);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.delete_user_rows(owner uuid, for_restore boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.apply_restore(upload_id uuid, mode text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
 SET statement_timeout TO '60s'
AS $function$
-- statement_timeout: the API hoists it into the request (PostgREST's hoisted function settings),
-- so a restore of a whole backup may take up to a minute where the authenticated role's requests
-- stop at 8 s (Supabase's role setting, bootstrap.sql).
declare
  uid uuid := private.require_user();
  kinds text[] := array['user_accounts', 'custom_categories', 'user_settings', 'recurring_rules', 'transactions'];
  tbl text;
  staged bigint;
  columns text;
  source_columns text;
  skip text;
  written bigint;
  counts jsonb := '{}'::jsonb;
  failed_sqlstate text;
  failed_message text;
  failed_detail text;
begin
  if apply_restore.mode is null or apply_restore.mode not in ('replace', 'add_missing') then
    raise exception 'invalid mode: %', apply_restore.mode using errcode = 'invalid_parameter_value', hint = 'RESTORE_MODE';
  end if;
  -- Staged more than an hour ago: the staging trigger discards such parts, so the upload is partial.
  if exists (
    select 1 from public.restore_parts p
    where p.user_id = uid and p.upload_id = apply_restore.upload_id and p.created_at < now() - interval '1 hour'
  ) then
    raise exception 'this restore was staged more than an hour ago' using errcode = 'PT410', hint = 'RESTORE_EXPIRED';
  end if;
  foreach tbl in array kinds loop
    select coalesce(sum(jsonb_array_length(p.rows)), 0) into staged
    from public.restore_parts p
    where p.user_id = uid and p.upload_id = apply_restore.upload_id and p.kind = tbl;
    if staged > private.backup_row_limit(tbl) then
      raise exception 'too many rows for %: % (at most %)', tbl, staged, private.backup_row_limit(tbl)
        using errcode = 'PT413', hint = 'RESTORE:' || tbl;
    end if;
  end loop;

  -- One restore of a user at a time.
  perform pg_advisory_xact_lock(hashtextextended('restore:' || uid::text, 0));

  begin
    -- Replace: the caller's rows of the tables the file holds go, and their import batches (the
    -- rows those would take back go); the category rules and saved import mappings, which the
    -- file does not hold, stay (docs/decisions.md).
    if apply_restore.mode = 'replace' then
      perform private.delete_user_rows(uid, for_restore => true);
    end if;
    -- A rule and its template point at each other: the rule's key is checked once the
    -- transactions are in (set immediate below).
    set constraints public.recurring_rules_transaction_id_fkey deferred;

    foreach tbl in array kinds loop
      select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum),
             string_agg(case
               -- The caller's default account stays theirs: a restored one is the default only
               -- when the caller has none.
               when tbl = 'user_accounts' and a.attname = 'is_default'
                 then 'r.is_default and not exists (select 1 from public.user_accounts d where d.user_id = $1 and d.is_default)'
               -- Import batches are not in a backup: a restored row keeps its statement
               -- reference (so the statement does not come in twice) but belongs to no batch.
               when tbl = 'transactions' and a.attname = 'import_batch_id' then 'null'
               else 'r.' || pg_catalog.quote_ident(a.attname)
             end, ', ' order by a.attnum)
        into columns, source_columns
      from pg_catalog.pg_attribute a
      where a.attrelid = pg_catalog.format('public.%I', tbl)::regclass
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attname <> 'user_id';

      skip := case
        when apply_restore.mode = 'replace' then ''
        when tbl in ('custom_categories', 'user_settings')
          then pg_catalog.format(' and not exists (select 1 from public.%I x where x.user_id = $1)', tbl)
        -- A row whose statement entry the account already holds is there already.
        when tbl = 'transactions'
          then ' and not exists (select 1 from public.transactions x where x.id = r.id or (x.account_id = r.account_id and x.import_reference = r.import_reference))'
        else pg_catalog.format(' and not exists (select 1 from public.%I x where x.id = r.id)', tbl)
      end;

      execute pg_catalog.format(
        'insert into public.%1$I (user_id, %2$s)
         select $1, %3$s
         from public.restore_parts p
         cross join lateral jsonb_populate_recordset(null::public.%1$I, p.rows) r
         where p.user_id = $1 and p.upload_id = $2 and p.kind = %4$L%5$s
         order by %6$s',
        tbl, columns, source_columns, tbl, skip,
        -- The file's default account first: the first active account inserted becomes the
        -- default when none is (user_accounts_before_insert).
        case when tbl = 'user_accounts' then 'r.is_default desc, r.display_order, p.part' else 'p.part' end)
        using uid, apply_restore.upload_id;
      get diagnostics written = row_count;
      counts := counts || jsonb_build_object(tbl, written);
    end loop;
    tbl := 'recurring_rules';
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  exception when others then
    get stacked diagnostics failed_sqlstate = returned_sqlstate, failed_message = message_text, failed_detail = pg_exception_detail;
    raise exception using errcode = failed_sqlstate, message = failed_message, detail = failed_detail, hint = 'RESTORE:' || coalesce(tbl, '');
  end;

  -- Its own parts only: another restore of the same user may be staging now.
  delete from public.restore_parts p where p.user_id = uid and p.upload_id = apply_restore.upload_id;
  return counts;
end;
$function$
;

REVOKE ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean) TO authenticated;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid, for_restore boolean) TO service_role;

COMMENT ON FUNCTION public.apply_restore(upload_id uuid, mode text) IS 'Writes a staged backup of the caller in one transaction (mode replace or add_missing); replace first deletes the caller''s accounts, categories, settings, recurring rules, transactions and import batches, keeping their category rules and saved import mappings. Returns the rows written per table.';
