-- Why: issue 13 point 2 lets a person reorder their accounts (display_order). Moving one account
-- changes the position of others, so the new order is written by one call, in one transaction:
-- never two accounts on one position, never half a reorder after a failure. The caller sends
-- the ids of all their accounts in the new order; anything else (a missing or repeated id, an id
-- that is not theirs) is refused with 22023 (HTTP 400) and nothing changes.

create function public.reorder_accounts(account_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  owner uuid := (select auth.uid());
  wanted integer := coalesce(cardinality(reorder_accounts.account_ids), 0);
begin
  if owner is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  -- Every account of the caller exactly once (row-level security hides everyone else's).
  if wanted <> (select count(*) from public.user_accounts a where a.user_id = owner)
    or wanted <> (select count(distinct i) from unnest(reorder_accounts.account_ids) i)
    or exists (
      select 1 from unnest(reorder_accounts.account_ids) i
      where not exists (select 1 from public.user_accounts a where a.id = i and a.user_id = owner)
    )
  then
    raise exception 'the new order must list each of your accounts exactly once'
      using errcode = '22023', hint = 'ACCOUNT_ORDER_INVALID';
  end if;
  update public.user_accounts a
  set display_order = o.position
  from unnest(reorder_accounts.account_ids) with ordinality as o(id, position)
  where a.id = o.id and a.user_id = owner and a.display_order <> o.position;
end;
$$;

comment on function public.reorder_accounts(uuid[]) is
  'Sets display_order 1..n of the caller''s accounts in the order given (all of them, each once), atomically.';
revoke execute on function public.reorder_accounts(uuid[]) from public, anon;
grant execute on function public.reorder_accounts(uuid[]) to authenticated, service_role;
