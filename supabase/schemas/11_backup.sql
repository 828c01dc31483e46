-- Backup and restore (spec point 5 'Backup'): the JSON export of a user's data, the staging table
-- a restore's parts are uploaded to, and apply_restore, which writes them in one transaction.

CREATE TABLE public.restore_parts (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    upload_id uuid NOT NULL,
    part integer NOT NULL,
    kind text NOT NULL,
    rows jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    -- The part's size as text, for the upload's quota (private.restore_parts_before_insert).
    size_bytes integer GENERATED ALWAYS AS (octet_length((rows)::text)) STORED,
    CONSTRAINT restore_parts_kind_check CHECK ((kind = ANY (ARRAY['user_accounts'::text, 'custom_categories'::text, 'user_settings'::text, 'recurring_rules'::text, 'transactions'::text]))),
    -- At most 100 parts an upload: a backup's 300,010 rows in parts of 5,000 take 61.
    CONSTRAINT restore_parts_part_check CHECK (((part >= 0) AND (part <= 99))),
    CONSTRAINT restore_parts_rows_check CHECK (((jsonb_typeof(rows) = 'array'::text) AND ((jsonb_array_length(rows) >= 1) AND (jsonb_array_length(rows) <= 10000))))
);

ALTER TABLE ONLY public.restore_parts
    ADD CONSTRAINT restore_parts_pkey PRIMARY KEY (user_id, upload_id, part);

ALTER TABLE ONLY public.restore_parts
    ADD CONSTRAINT restore_parts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE public.restore_parts IS 'Rows of a backup file being restored, staged by the browser until apply_restore writes them in one transaction.';

ALTER TABLE public.restore_parts ENABLE ROW LEVEL SECURITY;

CREATE POLICY "restore_parts: users discard their own parts" ON public.restore_parts FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "restore_parts: users read their own parts" ON public.restore_parts FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "restore_parts: users stage parts for themselves" ON public.restore_parts FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.restore_parts TO authenticated;
GRANT ALL ON TABLE public.restore_parts TO service_role;
REVOKE ALL ON TABLE public.restore_parts FROM anon;
REVOKE UPDATE ON TABLE public.restore_parts FROM authenticated;

CREATE FUNCTION private.backup_row_limit(kind text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case backup_row_limit.kind
    when 'user_accounts' then 10
    when 'custom_categories' then 1
    when 'user_settings' then 1
    when 'recurring_rules' then 150000
    when 'transactions' then 150000
  end
$$;

REVOKE ALL ON FUNCTION private.backup_row_limit(kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.backup_row_limit(kind text) TO authenticated;
GRANT ALL ON FUNCTION private.backup_row_limit(kind text) TO service_role;

CREATE FUNCTION private.restore_parts_before_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  -- A part, an upload (all its parts) and how many uploads one user may stage at once; a part
  -- older than an hour belongs to a restore that never finished and is discarded.
  -- An upload: what the largest backup file the app reads (MAX_BACKUP_FILE_BYTES, 40 MB, rows as
  -- arrays) stages as objects, with room to spare.
  max_part_bytes constant integer := 8 * 1024 * 1024;
  max_upload_bytes constant bigint := 128 * 1024 * 1024;
  max_uploads constant integer := 2;
  part_bytes integer := octet_length(new.rows::text);
  others integer;
  staged bigint;
begin
  -- One user's inserts one at a time, so two cannot both pass the quotas.
  perform pg_advisory_xact_lock(hashtextextended('restore_parts:' || new.user_id::text, 0));
  delete from public.restore_parts p where p.user_id = new.user_id and p.created_at < now() - interval '1 hour';
  if part_bytes > max_part_bytes then
    raise exception 'a restore part may hold at most % bytes (this one has %)', max_part_bytes, part_bytes
      using errcode = 'PT413', hint = 'RESTORE_TOO_LARGE';
  end if;
  select count(distinct p.upload_id) filter (where p.upload_id <> new.upload_id),
         coalesce(sum(p.size_bytes) filter (where p.upload_id = new.upload_id), 0)
    into others, staged
  from public.restore_parts p
  where p.user_id = new.user_id;
  if others >= max_uploads then
    raise exception 'at most % restores may be staged at once', max_uploads
      using errcode = 'PT409', hint = 'RESTORE_BUSY';
  end if;
  if staged + part_bytes > max_upload_bytes then
    raise exception 'a restore may stage at most % bytes', max_upload_bytes
      using errcode = 'PT413', hint = 'RESTORE_TOO_LARGE';
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.restore_parts_before_insert() IS 'Quotas of the restore staging: a part at most 8 MB, an upload at most 128 MB, at most two uploads of a user at once; parts older than an hour are discarded.';

REVOKE ALL ON FUNCTION private.restore_parts_before_insert() FROM PUBLIC;

CREATE FUNCTION public.apply_restore(upload_id uuid, mode text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    SET statement_timeout TO '60s'
    AS $_$
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
$_$;

COMMENT ON FUNCTION public.apply_restore(upload_id uuid, mode text) IS 'Writes a staged backup of the caller in one transaction (mode replace or add_missing); replace first deletes the caller''s accounts, categories, settings, recurring rules, transactions and import batches, keeping their category rules and saved import mappings. Returns the rows written per table.';

REVOKE ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) TO authenticated;
GRANT ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) TO service_role;
REVOKE ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) FROM anon;

CREATE FUNCTION public.backup_transactions(after_date date DEFAULT NULL::date, after_id uuid DEFAULT NULL::uuid, page_size integer DEFAULT 10000) RETURNS SETOF public.transactions
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9, as for export_transactions.
  if backup_transactions.page_size is null or backup_transactions.page_size < 1 or backup_transactions.page_size > 10000 then
    raise exception 'invalid paging: page_size must be 1 to 10000' using errcode = 'invalid_parameter_value';
  end if;
  if (backup_transactions.after_date is null) <> (backup_transactions.after_id is null) then
    raise exception 'invalid cursor: after_date and after_id go together' using errcode = 'invalid_parameter_value';
  end if;
  return query
    select t.* from public.transactions t
    where t.user_id = (select auth.uid())
      and (backup_transactions.after_id is null
        or (t.date, t.id) > (backup_transactions.after_date, backup_transactions.after_id))
    order by t.date, t.id
    limit backup_transactions.page_size;
end;
$$;

COMMENT ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) IS 'One page of the caller''s transactions for the backup file, every column, after the (date, id) cursor.';

REVOKE ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) TO authenticated;
GRANT ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) TO service_role;
REVOKE ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) FROM anon;

CREATE TRIGGER restore_parts_before_insert BEFORE INSERT ON public.restore_parts FOR EACH ROW EXECUTE FUNCTION private.restore_parts_before_insert();
