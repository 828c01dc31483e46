-- Why: the profile deletes the account for real (issue 14 point 5; spec point 4 'Account
-- deletion' only logged the user out). Every row the user owns and the auth user itself go in one
-- transaction. GoTrue's own deletion (DELETE /admin/users/<id>) needs the service_role key, which
-- the browser never holds, so the database does it: a security definer function that deletes
-- only the row of auth.uid(), the caller of a valid user token. On hosted Supabase the function's
-- owner (postgres, which runs migrations) may delete from auth.users, and GoTrue's own tables
-- (sessions, refresh tokens, identities, one-time tokens, factors) follow by their foreign keys'
-- cascades; the local server's auth tables cascade the same way. The user's rows are deleted
-- first, in foreign-key order, by delete_user_data() (not left to the cascades of user_id →
-- auth.users, whose order the accounts' restrict key and default-account check do not allow);
-- any user table added later that references auth.users on delete cascade goes with the user.
-- Afterwards the user's tokens no longer name a session (GET /user: 403 session_not_found), the
-- address may sign up again if it is on the allow-list, and the old password signs in nobody.

create function public.delete_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null or (select auth.role()) is distinct from 'authenticated' then
    raise exception 'must be signed in to delete the account' using errcode = 'insufficient_privilege';
  end if;
  perform public.delete_user_data();
  delete from auth.users u where u.id = uid;
  if not found then
    raise exception 'user not found' using errcode = 'PT404';
  end if;
end;
$$;

comment on function public.delete_account() is
  'Deletes every row of the caller and the caller''s auth user, in one transaction.';

revoke execute on function public.delete_account() from public, anon, service_role;
grant execute on function public.delete_account() to authenticated;
