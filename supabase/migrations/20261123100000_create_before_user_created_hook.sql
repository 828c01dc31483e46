-- Why: the beta allow-list (spec point 6) must refuse sign-ups on hosted Supabase too, where
-- Supabase Auth (GoTrue) creates the users, not our local server. Declared as the
-- before-user-created hook in config.toml ([auth.hook.before_user_created]), this function runs
-- before GoTrue creates any user: e-mail sign-up, provider sign-in, invite, anonymous. For an
-- address not on public.beta_allowlist it answers {error: {http_code, message}}, which GoTrue
-- turns into HTTP 403 with that message (and error=access_denied on a provider's redirect). The
-- local server runs the same function the same way. A before-insert trigger on auth.users was not
-- chosen: GoTrue answers an exception raised there with 500 "Database error saving new user".

create function public.hook_before_user_created(event jsonb)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when public.is_email_approved(coalesce(event -> 'user' ->> 'email', '')) then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.'
    ))
  end;
$$;

comment on function public.hook_before_user_created(jsonb) is
  'Supabase Auth before-user-created hook: refuses (403) an address that is not on the beta allow-list.';

-- Supabase Auth calls hooks as supabase_auth_admin; the client roles may not call it (Supabase's
-- hook guide). is_email_approved() is security definer, so the hook needs no right on the table.
grant usage on schema public to supabase_auth_admin;
grant execute on function public.is_email_approved(text) to supabase_auth_admin;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
