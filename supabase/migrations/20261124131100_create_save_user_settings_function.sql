-- Why: a browser saves only the settings the person changed (issue 13 point 5). Upserting the
-- whole document would let two browsers overwrite each other's changes to other fields; this
-- function merges the changed keys into the stored document in one statement (creating it on
-- the first save), raises its version and returns the whole document as stored, which the
-- client takes as the truth. Row-level security applies (security invoker); the document's
-- check (private.check_user_settings) refuses a bad value with 23514 and nothing is saved.

create function public.save_user_settings(patch jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved jsonb;
begin
  if jsonb_typeof(patch) is distinct from 'object' then
    raise exception 'Invalid app settings: INVALID_FIELD_TYPE'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_FIELD_TYPE', detail = 'patch must be an object';
  end if;

  insert into public.user_settings as s (user_id, settings)
  values ((select auth.uid()), patch)
  on conflict (user_id) do update
    set settings = s.settings || excluded.settings,
        version = s.version + 1
  returning s.settings into saved;
  return saved;
end;
$$;

revoke execute on function public.save_user_settings(jsonb) from public, anon;
grant execute on function public.save_user_settings(jsonb) to authenticated, service_role;
