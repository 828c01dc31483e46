-- Why: review — apply_restore takes the kinds a backup file holds from private.restore_kinds() and
-- private.backup_row_limit() instead of listing them twice again.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.apply_restore(upload_id uuid, mode text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;
