-- Why: a person's first settings document is written by the client at their first sign-in, with
-- every key (the balance start date among them, which the server reads: a document without it
-- counts every row while the client shows its default day). A save of one setting made before
-- that write lands (save_user_settings creates the document from its patch alone) left the first
-- write refused as a duplicate, and the document without the keys it did not name: the settings
-- page then showed a balance start date no figure used. complete_user_settings writes the first
-- document, or adds to an existing one only the keys it lacks: what is stored always wins, so
-- the two writes end in the same complete document in either order, and a document another
-- browser saved is never overwritten. The values are checked by check_user_settings, as every
-- write is.
-- Both functions refuse an argument that is not an object by one helper, private.require_settings_object.

create function private.require_settings_object(doc jsonb, name text)
returns void
language plpgsql
immutable
security invoker
set search_path = ''
as $$
begin
  if jsonb_typeof(doc) is distinct from 'object' then
    raise exception 'Invalid app settings: INVALID_FIELD_TYPE'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_FIELD_TYPE', detail = name || ' must be an object';
  end if;
end;
$$;

comment on function private.require_settings_object(jsonb, text) is
  'Refuses (22023, hint INVALID_FIELD_TYPE) a settings argument that is not a JSON object: the one check of save_user_settings'' patch and complete_user_settings'' defaults.';

revoke execute on function private.require_settings_object(jsonb, text) from public, anon;
grant execute on function private.require_settings_object(jsonb, text) to authenticated, service_role;

-- save_user_settings as before (20261124131100), its argument checked by the shared helper.
create or replace function public.save_user_settings(patch jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved jsonb;
begin
  perform private.require_settings_object(patch, 'patch');
  insert into public.user_settings as s (user_id, settings)
  values ((select auth.uid()), patch)
  on conflict (user_id) do update
    set settings = s.settings || excluded.settings,
        version = s.version + 1
  returning s.settings into saved;
  return saved;
end;
$$;

create function public.complete_user_settings(defaults jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved jsonb;
begin
  perform private.require_settings_object(defaults, 'defaults');
  insert into public.user_settings as s (user_id, settings)
  values ((select auth.uid()), defaults)
  on conflict (user_id) do update
    set settings = excluded.settings || s.settings,
        version = s.version + 1
    -- A document that has every key already is left as it is (and keeps its version).
    where not s.settings ?& array(select jsonb_object_keys(excluded.settings))
  returning s.settings into saved;

  if saved is null then
    select s.settings into saved from public.user_settings s where s.user_id = (select auth.uid());
  end if;
  return saved;
end;
$$;

comment on function public.complete_user_settings(jsonb) is
  'Writes the caller''s first settings document, or adds to the stored one only the keys it lacks (stored values win); answers the whole document.';

revoke execute on function public.complete_user_settings(jsonb) from public, anon;
grant execute on function public.complete_user_settings(jsonb) to authenticated, service_role;
