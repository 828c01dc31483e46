-- Why: a backup is restored in one server transaction, all or nothing (issue 14 point 4), from
-- the parts the browser staged in public.restore_parts. apply_restore writes the caller's rows
-- only: every row gets user_id = auth.uid() whatever the file says, it runs as the caller
-- (security invoker, so row-level security and every constraint and trigger of the user tables
-- check each row), and each reference is a composite foreign key on (id, user_id), so a row can
-- only point at a row of the caller. Two modes:
--   replace      everything the caller owns is deleted first (delete_user_data), then the file
--                is written whole;
--   add_missing  a row is written only when the caller has no row with its id (the category and
--                settings documents, keyed by user: only when the caller has none); the caller's
--                default account stays the default.
-- Another user's ids in the file collide with that user's primary keys (invisible to the caller)
-- and the whole restore is refused (23505, HTTP 409), as is a row pointing at a row missing from
-- the file and from the caller's data (23503, 409), a value a column or check refuses (class 22,
-- 23502, 23514: 400), or more rows than private.backup_row_limit allows (PT413, HTTP 413). The
-- error keeps its SQLSTATE and message, and its hint names the table (RESTORE:<table>), so the
-- client can say in Romanian what was wrong. The columns written are the tables' own (read from
-- the catalogue, generated ones left out), so a column added later is restored without a change
-- here. An upload with no parts is an empty backup (replace then only deletes). On success the
-- caller's staged parts are deleted and the counts written are returned.

-- The most rows of each kind a backup may carry; the client's BACKUP_ROW_LIMITS
-- (shared-domain/src/profile) are checked against this by the server suite.
create function private.backup_row_limit(kind text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case backup_row_limit.kind
    when 'user_accounts' then 10
    when 'custom_categories' then 1
    when 'user_settings' then 1
    when 'recurring_rules' then 150000
    when 'transactions' then 150000
  end
$$;

create function public.apply_restore(upload_id uuid, mode text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
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
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  if apply_restore.mode is null or apply_restore.mode not in ('replace', 'add_missing') then
    raise exception 'invalid mode: %', apply_restore.mode using errcode = 'invalid_parameter_value', hint = 'RESTORE_MODE';
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

  delete from public.restore_parts p where p.user_id = uid;
  return counts;
end;
$$;

comment on function public.apply_restore(uuid, text) is
  'Writes a staged backup of the caller in one transaction (mode replace or add_missing); returns the rows written per table.';

revoke execute on function private.backup_row_limit(text) from public;
grant execute on function private.backup_row_limit(text) to authenticated, service_role;
revoke execute on function public.apply_restore(uuid, text) from public, anon;
grant execute on function public.apply_restore(uuid, text) to authenticated, service_role;
