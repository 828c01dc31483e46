-- Why: quotas the client cannot bypass (issue 24 point 11). The restore staging had none (parts of
-- 8.7 MB of junk were kept, an upload could have 10,000 parts, stale parts never expired) and a
-- restore deleted every staged part of its user, so two restores at once could lose each other's
-- parts. The category document had no bounds on size, count or keys. Now a part is at most 8 MB,
-- an upload at most 100 parts and 128 MB, a user stages at most two uploads at once, parts expire
-- after an hour, apply_restore takes only its own parts; a category document is exactly
-- {categories, version}, at most 256 KB and 20 custom categories, with no unknown keys.

alter table "public"."restore_parts" drop constraint "restore_parts_part_check";

alter table "public"."restore_parts" add column "size_bytes" integer generated always as (octet_length((rows)::text)) stored;

alter table "public"."restore_parts" add constraint "restore_parts_part_check" CHECK (((part >= 0) AND (part <= 99))) not valid;

alter table "public"."restore_parts" validate constraint "restore_parts_part_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.restore_parts_before_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.check_category_data()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  -- MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY and MAX_CUSTOM_CATEGORIES (shared-domain/src/constants.ts).
  max_custom constant integer := 5;
  max_custom_categories constant integer := 20;
  -- Far above what those limits allow (names of 100 characters), far below what burdens a read.
  max_bytes constant integer := 256 * 1024;
  categories jsonb := new.category_data -> 'categories';
  cat jsonb;
  sub jsonb;
  cat_name text;
  sub_name text;
  default_category boolean;
  predefined boolean;
  custom_count integer;
begin
  -- The document is {categories, version}: nothing missing, nothing more.
  if (select array_agg(k order by k) from jsonb_object_keys(new.category_data) k) is distinct from array['categories', 'version']
     or jsonb_typeof(categories) is distinct from 'array'
     or jsonb_typeof(new.category_data -> 'version') is distinct from 'number' then
    raise exception 'category_data must be {categories: array, version: number} and nothing else'
      using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
  end if;
  if octet_length(new.category_data::text) > max_bytes then
    raise exception 'category_data may hold at most % bytes', max_bytes
      using errcode = 'check_violation', hint = 'CATEGORY_DATA_TOO_LARGE';
  end if;
  if (select count(*) from jsonb_array_elements(categories) c where c.value -> 'isCustom' = 'true'::jsonb) > max_custom_categories then
    raise exception 'at most % custom categories', max_custom_categories
      using errcode = 'check_violation', hint = 'MAX_CUSTOM_CATEGORIES';
  end if;

  for cat in select c.value from jsonb_array_elements(categories) c loop
    -- "is distinct from": a missing key is null, and null must fail the test too.
    if jsonb_typeof(cat) is distinct from 'object'
       or (select array_agg(k order by k) from jsonb_object_keys(cat) k) is distinct from array['isCustom', 'name', 'subcategories']
       or jsonb_typeof(cat -> 'name') is distinct from 'string'
       or jsonb_typeof(cat -> 'isCustom') is distinct from 'boolean'
       or jsonb_typeof(cat -> 'subcategories') is distinct from 'array' then
      raise exception 'every category must be {name: string, isCustom: boolean, subcategories: array}'
        using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
    end if;
    cat_name := cat ->> 'name';
    if not private.is_category_name(cat_name) then
      raise exception 'a category name must be 1 to 100 characters: "%"', cat_name
        using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
    end if;
    default_category := private.is_default_category(cat_name);
    if (cat ->> 'isCustom')::boolean = default_category then
      raise exception 'category "%" must have isCustom %: % the default catalogue', cat_name, not default_category,
        case when default_category then 'it is in' else 'it is not in' end
        using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
    end if;

    custom_count := 0;
    for sub in select s.value from jsonb_array_elements(cat -> 'subcategories') s loop
      if jsonb_typeof(sub) is distinct from 'object'
         or (select array_agg(k order by k) from jsonb_object_keys(sub) k) is distinct from array['isCustom', 'name']
         or jsonb_typeof(sub -> 'name') is distinct from 'string'
         or jsonb_typeof(sub -> 'isCustom') is distinct from 'boolean' then
        raise exception 'every subcategory of "%" must be {name: string, isCustom: boolean}', cat_name
          using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
      end if;
      sub_name := sub ->> 'name';
      if not private.is_category_name(sub_name) then
        raise exception 'a subcategory name must be 1 to 100 characters: "%" in "%"', sub_name, cat_name
          using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
      end if;
      predefined := private.is_predefined_subcategory(cat_name, sub_name);
      if (sub ->> 'isCustom')::boolean = predefined then
        raise exception 'subcategory "%" of "%" must have isCustom %: % a predefined subcategory', sub_name, cat_name, not predefined,
          case when predefined then 'it is' else 'it is not' end
          using errcode = 'check_violation', hint = 'PREDEFINED_SUBCATEGORY';
      end if;
      if not predefined then
        custom_count := custom_count + 1;
      end if;
    end loop;

    if custom_count > max_custom then
      raise exception 'at most % custom subcategories per category: "%" has %', max_custom, cat_name, custom_count
        using errcode = 'check_violation', hint = 'MAX_CUSTOM_SUBCATEGORIES';
    end if;
    sub_name := (
      select min(s.value ->> 'name')
      from jsonb_array_elements(cat -> 'subcategories') s
      group by lower(btrim(s.value ->> 'name'))
      having count(*) > 1
      limit 1
    );
    if sub_name is not null then
      raise exception 'duplicate subcategory: "%" appears more than once in "%"', btrim(sub_name), cat_name
        using errcode = 'unique_violation', hint = 'DUPLICATE_SUBCATEGORY';
    end if;
  end loop;

  cat_name := (
    select min(c.value ->> 'name')
    from jsonb_array_elements(categories) c
    group by lower(btrim(c.value ->> 'name'))
    having count(*) > 1
    limit 1
  );
  if cat_name is not null then
    raise exception 'duplicate category: "%" appears more than once', btrim(cat_name)
      using errcode = 'unique_violation', hint = 'DUPLICATE_CATEGORY';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.apply_restore(upload_id uuid, mode text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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

CREATE TRIGGER restore_parts_before_insert BEFORE INSERT ON public.restore_parts FOR EACH ROW EXECUTE FUNCTION private.restore_parts_before_insert();

COMMENT ON FUNCTION private.restore_parts_before_insert() IS 'Quotas of the restore staging: a part at most 8 MB, an upload at most 128 MB, at most two uploads of a user at once; parts older than an hour are discarded.';

REVOKE ALL ON FUNCTION private.restore_parts_before_insert() FROM PUBLIC;
