-- Why: spec point 4 'Accounts' says the default account must exist and be active, and
-- 20260115090100 claimed "exactly one default account once any exists", but only the unique
-- index (at most one) held: deleting the default when no other account was active, deactivating
-- it, or an update of is_default to false left a user with accounts and no default. Now:
--   * the first active account added is the default (an inactive one never becomes it);
--   * deleting or deactivating the default hands the flag to the first active account (by
--     display order, then age), as spec point 4 asks;
--   * a constraint trigger checks, at the end of every statement, that a user who has accounts
--     has exactly one default and that it is active. So the last active account cannot be
--     deactivated or deleted while other accounts remain, is_default cannot simply be switched
--     off, and set_default_account() is the one way to move the flag (it defers the check to the
--     end of its two updates). Deleting every account at once (delete_user_data) leaves none,
--     which is allowed.

create or replace function public.user_accounts_before_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Serialise inserts of one user so two concurrent inserts cannot both pass the limit.
  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text, 0));
  if (select count(*) from public.user_accounts a where a.user_id = new.user_id) >= 10 then
    raise exception 'maximum accounts reached: at most 10 accounts per user'
      using errcode = 'check_violation', hint = 'MAX_ACCOUNTS';
  end if;
  -- The first active account added is the default (spec point 4 'Accounts').
  if new.is_active and not exists (
    select 1 from public.user_accounts a where a.user_id = new.user_id and a.is_default
  ) then
    new.is_default := true;
  end if;
  return new;
end;
$$;

-- The first active account of a user becomes the default when none is; used after the default
-- was deleted or deactivated.
create function private.promote_default_account(owner uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.user_accounts a set is_default = true
  where a.id = (
    select b.id from public.user_accounts b
    where b.user_id = promote_default_account.owner and b.is_active
    order by b.display_order, b.created_at, b.id
    limit 1
  )
  and not exists (
    select 1 from public.user_accounts c
    where c.user_id = promote_default_account.owner and c.is_default
  );
$$;

revoke execute on function private.promote_default_account(uuid) from public;
grant execute on function private.promote_default_account(uuid) to authenticated, service_role;

create or replace function public.user_accounts_after_delete()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Deleting the default account makes the first active account the default.
  if old.is_default then
    perform private.promote_default_account(old.user_id);
  end if;
  return null;
end;
$$;

create function private.user_accounts_before_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- A deactivated default gives up the flag; the after-update trigger hands it on.
  if old.is_default and not new.is_active then
    new.is_default := false;
  end if;
  return new;
end;
$$;

create trigger user_accounts_before_update
  before update of is_active on public.user_accounts
  for each row execute function private.user_accounts_before_update();

create function private.user_accounts_after_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.is_default and old.is_active and not new.is_active then
    perform private.promote_default_account(new.user_id);
  end if;
  return null;
end;
$$;

-- Named so that it sorts before user_accounts_one_active_default: after-row triggers of one
-- event fire in name order, so the flag is handed on before the check looks.
create trigger user_accounts_after_update
  after update of is_active on public.user_accounts
  for each row execute function private.user_accounts_after_update();

-- Users who already have accounts and no active default (possible before this migration) get
-- one now, before the check exists. A user whose accounts are all inactive (only a direct API
-- call could do that: the app refuses to deactivate the last active account) gets the first one
-- active again, since the default must be active.
update public.user_accounts a set is_default = false
where a.is_default and not a.is_active;
update public.user_accounts a set is_active = true
where a.id in (
  select distinct on (b.user_id) b.id from public.user_accounts b
  where not exists (select 1 from public.user_accounts c where c.user_id = b.user_id and c.is_active)
  order by b.user_id, b.display_order, b.created_at, b.id
);
select private.promote_default_account(u.user_id)
from (select distinct b.user_id from public.user_accounts b) u;

create function private.assert_one_active_default()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  owner uuid;
begin
  foreach owner in array array[
    case when tg_op in ('UPDATE', 'DELETE') then old.user_id end,
    case when tg_op in ('INSERT', 'UPDATE') then new.user_id end
  ] loop
    if owner is not null
      and exists (select 1 from public.user_accounts a where a.user_id = owner)
      and not exists (select 1 from public.user_accounts a where a.user_id = owner and a.is_default and a.is_active)
    then
      raise exception 'a user with accounts has exactly one default account, and it is active: the last active account cannot be deactivated or deleted while other accounts remain, and the default moves only through set_default_account()'
        using errcode = 'check_violation', hint = 'DEFAULT_ACCOUNT_REQUIRED';
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.assert_one_active_default() from public;

create constraint trigger user_accounts_one_active_default
  after insert or update of is_default, is_active, user_id or delete on public.user_accounts
  deferrable initially immediate
  for each row execute function private.assert_one_active_default();

create or replace function public.set_default_account(account_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- RLS hides other users' accounts: theirs are "not found" like a missing one (HTTP 404).
  if not exists (select 1 from public.user_accounts a where a.id = set_default_account.account_id) then
    raise exception 'account not found: %', set_default_account.account_id using errcode = 'PT404';
  end if;
  if not exists (
    select 1 from public.user_accounts a where a.id = set_default_account.account_id and a.is_active
  ) then
    raise exception 'the default account must be active' using errcode = 'check_violation', hint = 'ACCOUNT_NOT_ACTIVE';
  end if;
  -- Two updates (the unique index allows no moment with two defaults), checked once both ran.
  set constraints public.user_accounts_one_active_default deferred;
  update public.user_accounts a set is_default = false
  where a.user_id = (select auth.uid()) and a.is_default and a.id <> set_default_account.account_id;
  update public.user_accounts a set is_default = true
  where a.id = set_default_account.account_id;
  set constraints public.user_accounts_one_active_default immediate;
end;
$$;

comment on function public.set_default_account(uuid) is
  'Makes one active account of the caller the default, atomically; 404 (PT404) when the caller has no such account.';
