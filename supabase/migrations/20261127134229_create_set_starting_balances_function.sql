-- Why: the first-run card's answer was several writes from the browser (issue 22 point 5), so a
-- refusal half-way left some balances set and others not. set_starting_balances makes it one call.

CREATE FUNCTION public.set_starting_balances(start_date date, balances jsonb, dropped uuid[] DEFAULT '{}'::uuid[]) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
-- The first-run card's answer (issue 22 point 5) in one transaction: every answered account gets
-- its initial balance and balance start date, then every account the user does not have goes —
-- deleted, or deactivated when it has transactions. Any refusal (another user's account, a
-- negative balance on an account that is not a credit card, the last active account) leaves
-- everything as it was.
declare
  uid uuid := private.require_user();
  entry jsonb;
  one uuid;
  deleted uuid[] := '{}';
  deactivated uuid[] := '{}';
begin
  if jsonb_typeof(set_starting_balances.balances) is distinct from 'array' or jsonb_array_length(set_starting_balances.balances) > 10
     or coalesce(pg_catalog.cardinality(set_starting_balances.dropped), 0) > 10 then
    raise exception 'balances must be an array of at most 10 {account_id, amount}, dropped at most 10 ids' using errcode = 'invalid_parameter_value';
  end if;
  for entry in select e.value from jsonb_array_elements(set_starting_balances.balances) e loop
    if jsonb_typeof(entry -> 'account_id') is distinct from 'string' or jsonb_typeof(entry -> 'amount') is distinct from 'number' then
      raise exception 'every balance must be {account_id: uuid, amount: number}' using errcode = 'invalid_parameter_value';
    end if;
    update public.user_accounts a
    set initial_balance = (entry ->> 'amount')::numeric, balance_start_date = set_starting_balances.start_date
    where a.id = (entry ->> 'account_id')::uuid and a.user_id = uid;
    -- Row-level security hides other users' accounts: theirs are "not found" like a missing one.
    if not found then
      raise exception 'account not found: %', entry ->> 'account_id' using errcode = 'PT404';
    end if;
  end loop;
  -- One at a time: the default moves to the next active account as each one goes.
  foreach one in array coalesce(set_starting_balances.dropped, '{}') loop
    begin
      delete from public.user_accounts a where a.id = one and a.user_id = uid;
      if not found then
        raise exception 'account not found: %', one using errcode = 'PT404';
      end if;
      deleted := deleted || one;
    -- It has transactions (on delete restrict: 23503 on PostgreSQL 15, 23001 from 16 on): it stays, out of use.
    exception when foreign_key_violation or restrict_violation then
      update public.user_accounts a set is_active = false where a.id = one and a.user_id = uid;
      deactivated := deactivated || one;
    end;
  end loop;
  return jsonb_build_object('deleted', to_jsonb(deleted), 'deactivated', to_jsonb(deactivated));
end;
$$;

COMMENT ON FUNCTION public.set_starting_balances(start_date date, balances jsonb, dropped uuid[]) IS 'The first-run card''s answer in one transaction: initial balances and their start date for the answered accounts, then the dropped ones deleted (or deactivated when they have transactions); returns {deleted, deactivated}.';

REVOKE ALL ON FUNCTION public.set_starting_balances(start_date date, balances jsonb, dropped uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_starting_balances(start_date date, balances jsonb, dropped uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.set_starting_balances(start_date date, balances jsonb, dropped uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.set_starting_balances(start_date date, balances jsonb, dropped uuid[]) FROM anon;
