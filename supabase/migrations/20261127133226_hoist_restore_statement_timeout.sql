-- Why: statement timeouts as Supabase sets them (issue 24 point 10): the authenticated role's
-- requests stop at 8 s, and apply_restore, which writes a whole backup in one transaction, carries
-- its own 60 s that the API hoists into the request.

set check_function_bodies = off;

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
    if apply_restore.mode = 'replace' then
      perform public.delete_user_data();
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
