-- Backup and restore (spec point 5 'Backup'): the JSON export of a user's data, the staging table
-- a restore's parts are uploaded to, and apply_restore, which writes them a slice a call: a
-- snapshot of what the user had first, written back if the restore fails, and the user's other
-- writes refused until it is done. A slice keeps one user's restore from holding the embedded
-- database, which runs one statement at a time, for more than about a second (issue 24 point 10).

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

COMMENT ON TABLE public.restore_parts IS 'Rows of a backup file being restored, staged by the browser until apply_restore has written them.';

ALTER TABLE public.restore_parts ENABLE ROW LEVEL SECURITY;

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
  -- older than an hour belongs to a restore that never began and is discarded.
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
  delete from public.restore_parts p
  where p.user_id = new.user_id and p.created_at < now() - interval '1 hour'
    -- A restore under way owns its upload however long it takes.
    and not exists (select 1 from private.restore_jobs j where j.user_id = p.user_id and j.upload_id = p.upload_id);
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

COMMENT ON FUNCTION private.restore_parts_before_insert() IS 'Quotas of the restore staging: a part at most 8 MB, an upload at most 128 MB, at most two uploads of a user at once; parts older than an hour are discarded unless a restore under way owns them.';

REVOKE ALL ON FUNCTION private.restore_parts_before_insert() FROM PUBLIC;

CREATE TABLE private.restore_jobs (
    user_id uuid NOT NULL,
    upload_id uuid NOT NULL,
    -- The snapshot of what the user had (private.restore_undo), written back if the restore fails.
    undo_id uuid DEFAULT gen_random_uuid() NOT NULL,
    mode text NOT NULL,
    phase text DEFAULT 'snapshot'::text NOT NULL,
    -- Where the phase is: the kind (an index into private.restore_kinds()), the staged part and
    -- the rows of it written; for the snapshot, the last row copied and the undo parts written.
    kind integer DEFAULT 1 NOT NULL,
    part integer DEFAULT 0 NOT NULL,
    part_offset integer DEFAULT 0 NOT NULL,
    snapshot_cursor jsonb,
    undo_parts integer DEFAULT 0 NOT NULL,
    counts jsonb DEFAULT '{}'::jsonb NOT NULL,
    -- The error that stopped the restore, returned once the snapshot is back.
    failure jsonb,
    work_total bigint DEFAULT 0 NOT NULL,
    work_done bigint DEFAULT 0 NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT restore_jobs_mode_check CHECK ((mode = ANY (ARRAY['replace'::text, 'add_missing'::text]))),
    CONSTRAINT restore_jobs_phase_check CHECK ((phase = ANY (ARRAY['snapshot'::text, 'delete'::text, 'insert'::text, 'links'::text, 'undo_delete'::text, 'undo_insert'::text, 'undo_links'::text])))
);

ALTER TABLE ONLY private.restore_jobs
    ADD CONSTRAINT restore_jobs_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY private.restore_jobs
    ADD CONSTRAINT restore_jobs_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.restore_jobs IS 'A user''s restore under way (apply_restore writes it a slice a call): its upload, mode, phase and place; while it exists the user''s writes to the tables it rewrites are refused.';

ALTER TABLE private.restore_jobs ENABLE ROW LEVEL SECURITY;

CREATE POLICY "restore_jobs: users read their own restore" ON private.restore_jobs FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.restore_jobs TO authenticated;
GRANT ALL ON TABLE private.restore_jobs TO service_role;

-- Not the parts of a restore under way: it reads them until it is done.
CREATE POLICY "restore_parts: users discard their own parts" ON public.restore_parts FOR DELETE TO authenticated USING (((( SELECT auth.uid() AS uid) = user_id) AND (NOT (EXISTS ( SELECT 1
   FROM private.restore_jobs j
  WHERE ((j.user_id = restore_parts.user_id) AND (j.upload_id = restore_parts.upload_id)))))));

CREATE TABLE private.restore_undo (
    user_id uuid NOT NULL,
    upload_id uuid NOT NULL,
    part integer NOT NULL,
    kind text NOT NULL,
    rows jsonb NOT NULL
);

ALTER TABLE ONLY private.restore_undo
    ADD CONSTRAINT restore_undo_pkey PRIMARY KEY (user_id, upload_id, part);

ALTER TABLE ONLY private.restore_undo
    ADD CONSTRAINT restore_undo_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.restore_undo IS 'What a user had before their restore, in parts shaped as public.restore_parts (every column, import batches and their matches too), written back if the restore fails.';

ALTER TABLE private.restore_undo ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE private.restore_undo TO service_role;

CREATE TABLE private.restore_links (
    user_id uuid NOT NULL,
    id uuid NOT NULL,
    copied_from_id uuid,
    postponed_from_id uuid
);

ALTER TABLE ONLY private.restore_links
    ADD CONSTRAINT restore_links_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY private.restore_links
    ADD CONSTRAINT restore_links_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.restore_links IS 'Restored transactions whose copied_from_id or postponed_from_id pointed at a row not written yet: written without it, set once every row is in.';

ALTER TABLE private.restore_links ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE private.restore_links TO service_role;

CREATE FUNCTION private.restore_kinds() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- In the order a restore writes them: what a row points at first. Import batches and their
  -- matches are not in a backup file, only in the snapshot a failed restore writes back.
  select array['user_accounts', 'custom_categories', 'user_settings', 'import_batches', 'recurring_rules', 'transactions', 'import_batch_matches']
$$;

REVOKE ALL ON FUNCTION private.restore_kinds() FROM PUBLIC;
GRANT ALL ON FUNCTION private.restore_kinds() TO service_role;

CREATE FUNCTION private.restore_rows(job private.restore_jobs, tbl text, row_filter text, n integer) RETURNS bigint
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
-- Writes the rows of kind tbl that row_filter picks from the job's source (its staged upload, or
-- its snapshot while undoing), as $1 owner, $2 source, $3 part, $4 offset and $5 rows. Returns the
-- rows written.
declare
  undoing boolean := job.phase like 'undo_%';
  columns text;
  source_columns text;
  skip text;
  written bigint;
begin
  select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum),
         string_agg(case
           -- The caller's default account stays theirs: a restored one is the default only when
           -- the caller has none.
           when tbl = 'user_accounts' and a.attname = 'is_default'
             then 'r.is_default and not exists (select 1 from public.user_accounts d where d.user_id = $1 and d.is_default)'
           -- Import batches are not in a backup: a restored row keeps its statement reference (so
           -- the statement does not come in twice) but belongs to no batch. The snapshot keeps it.
           when tbl = 'transactions' and a.attname = 'import_batch_id' and not undoing then 'null'
           -- A row this one points at that is not written yet: set at the links phase.
           when tbl = 'transactions' and a.attname in ('copied_from_id', 'postponed_from_id')
             then pg_catalog.format('case when exists (select 1 from public.transactions x where x.user_id = $1 and x.id = r.%1$I) then r.%1$I end', a.attname)
           else 'r.' || pg_catalog.quote_ident(a.attname)
         end, ', ' order by a.attnum)
    into columns, source_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = pg_catalog.format('public.%I', tbl)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attname <> 'user_id';

  skip := case
    -- Templates are written with their rules: the transactions step leaves them out.
    when (job.mode = 'replace' or undoing) and tbl = 'transactions'
      then ' and not exists (select 1 from public.transactions x where x.user_id = $1 and x.id = r.id)'
    when job.mode = 'replace' or undoing then ''
    when tbl in ('custom_categories', 'user_settings')
      then pg_catalog.format(' and not exists (select 1 from public.%I x where x.user_id = $1)', tbl)
    -- Only the caller's rows count (the function is a definer): a row with another user's id is
    -- written, and refused as a duplicate key. A row whose statement entry the account already
    -- holds is there already.
    when tbl = 'transactions'
      then ' and not exists (select 1 from public.transactions x where x.user_id = $1 and (x.id = r.id or (x.account_id = r.account_id and x.import_reference = r.import_reference)))'
    else pg_catalog.format(' and not exists (select 1 from public.%I x where x.user_id = $1 and x.id = r.id)', tbl)
  end;

  execute pg_catalog.format(
    'with src as materialized (
       select p.part as src_part, e.i as src_row, r.*
       from %1$s p
       cross join lateral jsonb_array_elements(p.rows) with ordinality e(j, i)
       cross join lateral jsonb_populate_record(null::public.%2$I, e.j) r
       where p.user_id = $1 and p.upload_id = $2 and p.kind = %2$L and %3$s%4$s
     ), ins as (
       insert into public.%2$I (user_id, %5$s)
       select $1, %6$s from src r
       order by %7$s
       returning *
     )%8$s
     select count(*) from ins',
    case when undoing then 'private.restore_undo' else 'public.restore_parts' end,
    tbl, row_filter, skip, columns, source_columns,
    -- The file''s default account first: the first active account written becomes the default
    -- when none is (user_accounts_before_insert).
    case when tbl = 'user_accounts' then 'r.is_default desc, r.display_order, r.src_part, r.src_row' else 'r.src_part, r.src_row' end,
    -- The rows written without a link (the same test as in their columns, on the same snapshot).
    case when tbl = 'transactions' then ', links as (
       insert into private.restore_links (user_id, id, copied_from_id, postponed_from_id)
       select $1, r.id, r.copied_from_id, r.postponed_from_id
       from src r
       where (r.copied_from_id is not null and not exists (select 1 from public.transactions x where x.user_id = $1 and x.id = r.copied_from_id))
          or (r.postponed_from_id is not null and not exists (select 1 from public.transactions x where x.user_id = $1 and x.id = r.postponed_from_id))
     )' else '' end)
    into written
    using job.user_id, case when undoing then job.undo_id else job.upload_id end, job.part, job.part_offset, n;
  return written;
end;
$_$;

COMMENT ON FUNCTION private.restore_rows(job private.restore_jobs, tbl text, row_filter text, n integer) IS 'One write of a restore: the rows of one kind the filter picks from the job''s staged upload (or its snapshot while undoing), in the mode''s way; returns the rows written.';

REVOKE ALL ON FUNCTION private.restore_rows(job private.restore_jobs, tbl text, row_filter text, n integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.restore_rows(job private.restore_jobs, tbl text, row_filter text, n integer) TO service_role;

CREATE FUNCTION private.restore_step(job private.restore_jobs, budget bigint) RETURNS private.restore_jobs
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
-- Advances a restore by about budget rows (one staged part at least), phase by phase:
--   snapshot: the user's rows of every kind copied into private.restore_undo;
--   delete (replace mode): the user's rows deleted (private.delete_user_rows, for a restore);
--   insert: the staged rows written kind by kind, a rule's template with the rule;
--   links: copies and postponed rows pointed at their sources;
-- and when it fails, undo_delete, undo_insert and undo_links write the snapshot back the same way.
-- Returns the job at its new place; phase 'done' once finished (the caller then discards it).
declare
  kinds constant text[] := private.restore_kinds();
  undoing boolean;
  source regclass;
  source_id uuid;
  tbl text;
  n bigint;
  keys text[];
  key_list text;
  cursor_list text;
  snapshot jsonb;
  deleted jsonb;
  next_part integer;
  part_rows integer;
  written bigint;
  failed_sqlstate text;
  failed_message text;
  failed_detail text;
begin
  while budget > 0 and job.phase <> 'done' loop
    undoing := job.phase like 'undo_%';
    source := case when undoing then 'private.restore_undo' else 'public.restore_parts' end;
    source_id := case when undoing then job.undo_id else job.upload_id end;
    tbl := kinds[job.kind];

    if job.phase = 'snapshot' then
      if tbl is null then
        job.phase := case when job.mode = 'replace' then 'delete' else 'insert' end;
        job.kind := 1;
        continue;
      end if;
      -- The user's rows in the order of a key an index of theirs holds (transactions: by date and
      -- id, as transactions_user_id_date_idx), after the last row copied (job.snapshot_cursor).
      keys := case tbl
        when 'transactions' then array['date', 'id']
        when 'import_batch_matches' then array['batch_id', 'transaction_id']
        when 'custom_categories' then array['user_id']
        when 'user_settings' then array['user_id']
        else array['id']
      end;
      select string_agg('t.' || pg_catalog.quote_ident(k.name), ', ' order by k.n),
             string_agg(pg_catalog.format('($2 ->> %L)::%s', k.name, pg_catalog.format_type(a.atttypid, a.atttypmod)), ', ' order by k.n)
        into key_list, cursor_list
      from unnest(keys) with ordinality k(name, n)
      join pg_catalog.pg_attribute a on a.attrelid = pg_catalog.format('public.%I', tbl)::regclass and a.attname = k.name;
      execute pg_catalog.format(
        'select count(*), jsonb_agg(s.j order by s.k), (array_agg(s.j order by s.k desc))[1]
         from (select to_jsonb(t) as j, row(%1$s) as k
               from public.%2$I t where t.user_id = $1 and %3$s order by %1$s limit $3) s',
        key_list, tbl, case when job.snapshot_cursor is null then 'true' else pg_catalog.format('(%s) > (%s)', key_list, cursor_list) end)
        into n, snapshot, job.snapshot_cursor using job.user_id, job.snapshot_cursor, budget;
      if n = 0 then
        job.kind := job.kind + 1;
        job.snapshot_cursor := null;
        continue;
      end if;
      insert into private.restore_undo (user_id, upload_id, part, kind, rows)
      values (job.user_id, job.undo_id, job.undo_parts, tbl, snapshot);
      job.undo_parts := job.undo_parts + 1;

    elsif job.phase in ('delete', 'undo_delete') then
      deleted := private.delete_user_rows(job.user_id, for_restore => true, max_rows => budget::integer);
      select coalesce(sum(d.value::bigint), 0) into n from jsonb_each_text(deleted) d where d.key <> 'done';
      if (deleted ->> 'done')::boolean then
        job.phase := case when undoing then 'undo_insert' else 'insert' end;
        job.kind := 1;
        job.part := 0;
        job.part_offset := 0;
      end if;
      n := greatest(n, 1);

    elsif job.phase in ('insert', 'undo_insert') then
      if tbl is null then
        job.phase := case when undoing then 'undo_links' else 'links' end;
        continue;
      end if;
      execute pg_catalog.format(
        'select p.part, jsonb_array_length(p.rows) from %s p
         where p.user_id = $1 and p.upload_id = $2 and p.kind = $3 and p.part >= $4 order by p.part limit 1', source)
        into next_part, part_rows using job.user_id, source_id, tbl, job.part;
      if next_part is null then
        job.kind := job.kind + 1;
        job.part := 0;
        job.part_offset := 0;
        continue;
      end if;
      if next_part <> job.part then
        job.part := next_part;
        job.part_offset := 0;
      end if;
      -- Accounts all at once, for which one is the default.
      n := case when tbl = 'user_accounts' then part_rows else least(budget, part_rows - job.part_offset) end;
      begin
        if tbl = 'recurring_rules' then
          -- A rule and its template point at each other: written in the same call, the rule's key
          -- checked once both are in.
          set constraints public.recurring_rules_transaction_id_fkey deferred;
          written := private.restore_rows(job, tbl, 'p.part = $3 and e.i > $4 and e.i <= $4 + $5', n::integer);
          job.counts := job.counts || jsonb_build_object('transactions', coalesce((job.counts ->> 'transactions')::bigint, 0)
            + private.restore_rows(job, 'transactions', format(
              '(e.j ->> %L)::uuid in (select (x.j ->> %L)::uuid from %s q cross join lateral jsonb_array_elements(q.rows) with ordinality x(j, i)
               where q.user_id = $1 and q.upload_id = $2 and q.part = $3 and x.i > $4 and x.i <= $4 + $5)', 'id', 'transaction_id', source),
              n::integer));
          set constraints public.recurring_rules_transaction_id_fkey immediate;
        else
          written := private.restore_rows(job, tbl, 'p.part = $3 and e.i > $4 and e.i <= $4 + $5', n::integer);
        end if;
      exception when others then
        get stacked diagnostics failed_sqlstate = returned_sqlstate, failed_message = message_text, failed_detail = pg_exception_detail;
        raise exception using errcode = failed_sqlstate, message = failed_message, detail = failed_detail, hint = 'RESTORE:' || tbl;
      end;
      job.counts := job.counts || jsonb_build_object(tbl, coalesce((job.counts ->> tbl)::bigint, 0) + written);
      job.part_offset := job.part_offset + n;
      if job.part_offset >= part_rows then
        job.part := job.part + 1;
        job.part_offset := 0;
      end if;

    elsif job.phase in ('links', 'undo_links') then
      begin
        with l as (
          delete from private.restore_links k
          where k.ctid = any (array(select k.ctid from private.restore_links k where k.user_id = job.user_id limit budget))
          returning k.*
        )
        update public.transactions t set copied_from_id = l.copied_from_id, postponed_from_id = l.postponed_from_id
        from l where t.user_id = l.user_id and t.id = l.id;
        get diagnostics n = row_count;
      exception when others then
        get stacked diagnostics failed_sqlstate = returned_sqlstate, failed_message = message_text, failed_detail = pg_exception_detail;
        raise exception using errcode = failed_sqlstate, message = failed_message, detail = failed_detail, hint = 'RESTORE:transactions';
      end;
      if n = 0 then
        job.phase := 'done';
      end if;
      n := greatest(n, 1);
    end if;

    budget := budget - n;
    job.work_done := job.work_done + n;
  end loop;
  return job;
end;
$_$;

COMMENT ON FUNCTION private.restore_step(job private.restore_jobs, budget bigint) IS 'Advances a restore by about budget rows through its phases (snapshot, delete, insert, links; undo_delete, undo_insert, undo_links once it failed); returns the job at its new place, phase done once finished.';

REVOKE ALL ON FUNCTION private.restore_step(job private.restore_jobs, budget bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION private.restore_step(job private.restore_jobs, budget bigint) TO service_role;

CREATE FUNCTION public.apply_restore(upload_id uuid, mode text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
-- Definer: a failed restore writes back the user's import batches and their matches, which are
-- not theirs to write. Every row read and written is the caller's (uid).
declare
  uid uuid := private.require_user();
  -- The kinds a backup file holds: those with a row limit.
  file_kinds constant text[] := array(select k from unnest(private.restore_kinds()) k where private.backup_row_limit(k) is not null);
  job private.restore_jobs;
  created boolean := false;
  tbl text;
  staged bigint;
  failed_sqlstate text;
  failed_message text;
  failed_detail text;
  failed_hint text;
begin
  if apply_restore.mode is null or apply_restore.mode not in ('replace', 'add_missing') then
    raise exception 'invalid mode: %', apply_restore.mode using errcode = 'invalid_parameter_value', hint = 'RESTORE_MODE';
  end if;
  -- One call of a user's restore at a time; its own writes pass the fence it puts on the user's
  -- tables (private.refuse_during_restore).
  perform pg_advisory_xact_lock(hashtextextended('restore:' || uid::text, 0));
  perform pg_catalog.set_config('buget.restoring', 'on', true);

  select * into job from private.restore_jobs j where j.user_id = uid;
  if found and (job.upload_id <> apply_restore.upload_id or job.mode <> apply_restore.mode) then
    raise exception 'another restore of this user is under way' using errcode = 'PT409', hint = 'RESTORE_RUNNING';
  end if;
  if not found then
    -- Staged more than an hour ago: the staging trigger discards such parts, so the upload is partial.
    if exists (
      select 1 from public.restore_parts p
      where p.user_id = uid and p.upload_id = apply_restore.upload_id and p.created_at < now() - interval '1 hour'
    ) then
      raise exception 'this restore was staged more than an hour ago' using errcode = 'PT410', hint = 'RESTORE_EXPIRED';
    end if;
    foreach tbl in array file_kinds loop
      select coalesce(sum(jsonb_array_length(p.rows)), 0) into staged
      from public.restore_parts p
      where p.user_id = uid and p.upload_id = apply_restore.upload_id and p.kind = tbl;
      if staged > private.backup_row_limit(tbl) then
        raise exception 'too many rows for %: % (at most %)', tbl, staged, private.backup_row_limit(tbl)
          using errcode = 'PT413', hint = 'RESTORE:' || tbl;
      end if;
    end loop;
    insert into private.restore_jobs (user_id, upload_id, mode, work_total)
    values (uid, apply_restore.upload_id, apply_restore.mode,
      -- Rows to copy (and in replace mode delete) and rows to write: the progress shown.
      (select count(*) from public.transactions t where t.user_id = uid)
        * (case when apply_restore.mode = 'replace' then 2 else 1 end)
        + (select coalesce(sum(jsonb_array_length(p.rows)), 0) from public.restore_parts p where p.user_id = uid and p.upload_id = apply_restore.upload_id))
    returning * into job;
    created := true;
  end if;

  begin
    -- Half a slice: on PGlite, writing a row (16 indexes, the totals' triggers) costs about twice
    -- deleting one (bench:fairness).
    job := private.restore_step(job, private.slice_rows() / 2);
  exception when others then
    get stacked diagnostics failed_sqlstate = returned_sqlstate, failed_message = message_text, failed_detail = pg_exception_detail, failed_hint = pg_exception_hint;
    -- Begun in this call, nothing of it is saved: the request rolls back, the data as it was. An
    -- undo that fails keeps the job for another try.
    if created or job.phase like 'undo_%' then
      raise exception using errcode = failed_sqlstate, message = failed_message, detail = failed_detail, hint = failed_hint;
    end if;
    job.failure := jsonb_build_object('code', failed_sqlstate, 'message', failed_message, 'details', failed_detail, 'hint', failed_hint);
    -- Before anything was deleted or written, there is nothing to undo.
    job.phase := case when job.phase = 'snapshot' then 'done' else 'undo_delete' end;
    job.kind := 1;
    job.part := 0;
    job.part_offset := 0;
    job.work_done := 0;
    job.work_total := (select count(*) from public.transactions t where t.user_id = uid)
      + (select coalesce(sum(jsonb_array_length(u.rows)), 0) from private.restore_undo u where u.user_id = uid and u.upload_id = job.undo_id);
    delete from private.restore_links k where k.user_id = uid;
  end;

  if job.phase = 'done' then
    -- Its own parts only: another restore of the same user may be staging now.
    delete from public.restore_parts p where p.user_id = uid and p.upload_id = job.upload_id;
    delete from private.restore_undo u where u.user_id = uid and u.upload_id = job.undo_id;
    delete from private.restore_jobs j where j.user_id = uid;
    return case when job.failure is null
      then (select jsonb_object_agg(k, coalesce((job.counts ->> k)::bigint, 0))
            from unnest(file_kinds) k)
           || jsonb_build_object('done', true)
      else jsonb_build_object('done', true, 'failed', job.failure)
    end;
  end if;
  update private.restore_jobs j set
    phase = job.phase, kind = job.kind, part = job.part, part_offset = job.part_offset, snapshot_cursor = job.snapshot_cursor,
    undo_parts = job.undo_parts, counts = job.counts, failure = job.failure, work_total = job.work_total, work_done = job.work_done
  where j.user_id = uid;
  return jsonb_build_object('done', false, 'undoing', job.failure is not null,
    'percent', least(99, (100 * job.work_done / greatest(job.work_total, 1))::integer));
end;
$_$;

COMMENT ON FUNCTION public.apply_restore(upload_id uuid, mode text) IS 'Writes the caller''s staged backup (mode replace or add_missing) about half of private.slice_rows() rows a call: call again while it returns done false (with percent and undoing). Replace deletes the caller''s accounts, categories, settings, recurring rules, transactions and import batches first, keeping their category rules and saved import mappings. A failure after the first call writes back what the caller had and then returns done with failed {code, message, details, hint}; a finished restore returns done with the rows written per table.';

REVOKE ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) TO authenticated;
GRANT ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) TO service_role;
REVOKE ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) FROM anon;

CREATE FUNCTION public.restore_status() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object('upload_id', j.upload_id, 'mode', j.mode, 'started_at', j.started_at,
    'undoing', j.failure is not null, 'percent', least(99, (100 * j.work_done / greatest(j.work_total, 1))::integer))
  from private.restore_jobs j
  where j.user_id = (select auth.uid())
$$;

COMMENT ON FUNCTION public.restore_status() IS 'The caller''s restore under way ({upload_id, mode, started_at, undoing, percent}, to go on with apply_restore), or null.';

REVOKE ALL ON FUNCTION public.restore_status() FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_status() TO authenticated;
GRANT ALL ON FUNCTION public.restore_status() TO service_role;
REVOKE ALL ON FUNCTION public.restore_status() FROM anon;

CREATE FUNCTION private.refuse_during_restore() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_setting('buget.restoring', true) is distinct from 'on'
    and exists (select 1 from private.restore_jobs j where j.user_id = (select auth.uid())) then
    raise exception 'a restore of this user''s backup is under way' using errcode = 'PT409', hint = 'RESTORE_RUNNING';
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.refuse_during_restore() IS 'Before a statement writes a table a restore rewrites: refused (409, RESTORE_RUNNING) while the caller has a restore under way, except for the restore''s own writes.';

REVOKE ALL ON FUNCTION private.refuse_during_restore() FROM PUBLIC;

CREATE TRIGGER user_accounts_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.user_accounts FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();
CREATE TRIGGER custom_categories_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.custom_categories FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();
CREATE TRIGGER user_settings_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.user_settings FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();
CREATE TRIGGER recurring_rules_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.recurring_rules FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();
CREATE TRIGGER transactions_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.transactions FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();

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
