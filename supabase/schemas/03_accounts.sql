-- The user's accounts (spec point 4 'Accounts'): at most ten, exactly one active default once
-- any exists (kept by triggers and a constraint trigger; set_default_account moves it), their order
-- and their deletion. The triggers that may fire when Supabase Auth deletes the user (as
-- supabase_auth_admin, which has no rights here) are security definer.

CREATE TABLE public.user_accounts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    name text NOT NULL,
    account_type text DEFAULT 'CHECKING'::text NOT NULL,
    initial_balance numeric(14,2) DEFAULT 0 NOT NULL,
    current_balance numeric(14,2) DEFAULT 0 NOT NULL,
    currency text DEFAULT 'RON'::text NOT NULL,
    included_in_total boolean DEFAULT true NOT NULL,
    display_order integer DEFAULT 0 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    icon_name text,
    monthly_transfer_enabled boolean DEFAULT false NOT NULL,
    balance_start_date date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_reconciled_at timestamp with time zone,
    CONSTRAINT user_accounts_account_type_check CHECK ((account_type = ANY (ARRAY['CHECKING'::text, 'SAVINGS'::text, 'INVESTMENT'::text, 'CASH'::text, 'CREDIT'::text]))),
    CONSTRAINT user_accounts_balance_start_date_range_check CHECK (private.is_app_date(balance_start_date)),
    CONSTRAINT user_accounts_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT user_accounts_currency_check CHECK ((currency = ANY (ARRAY['RON'::text, 'EUR'::text, 'USD'::text, 'GBP'::text]))),
    CONSTRAINT user_accounts_icon_name_check CHECK ((length(icon_name) <= 100)),
    CONSTRAINT user_accounts_initial_balance_check CHECK (((initial_balance >= (0)::numeric) OR (account_type = 'CREDIT'::text))),
    CONSTRAINT user_accounts_name_check CHECK (((length(btrim(name)) >= 2) AND (length(btrim(name)) <= 50))),
    CONSTRAINT user_accounts_updated_at_range_check CHECK (private.is_app_timestamp(updated_at))
);

ALTER TABLE ONLY public.user_accounts
    ADD CONSTRAINT user_accounts_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE ONLY public.user_accounts
    ADD CONSTRAINT user_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.user_accounts
    ADD CONSTRAINT user_accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE UNIQUE INDEX user_accounts_one_default_key ON public.user_accounts USING btree (user_id) WHERE is_default;

CREATE INDEX user_accounts_user_id_display_order_idx ON public.user_accounts USING btree (user_id, display_order);

CREATE UNIQUE INDEX user_accounts_user_id_name_key ON public.user_accounts USING btree (user_id, lower(btrim(name)));

COMMENT ON TABLE public.user_accounts IS 'A user''s accounts (Bancă, Cash, Investiții...); at most 10, names unique, one default.';

COMMENT ON COLUMN public.user_accounts.last_reconciled_at IS 'When reconcile_account last agreed this account with the bank; null: never.';

ALTER TABLE public.user_accounts ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_accounts: users add accounts for themselves" ON public.user_accounts FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "user_accounts: users change their own accounts" ON public.user_accounts FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "user_accounts: users delete their own accounts" ON public.user_accounts FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "user_accounts: users read their own accounts" ON public.user_accounts FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.user_accounts TO anon;
GRANT ALL ON TABLE public.user_accounts TO authenticated;
GRANT ALL ON TABLE public.user_accounts TO service_role;

CREATE FUNCTION private.assert_one_active_default() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer: it also fires when Supabase Auth deletes the user (the cascade from auth.users runs
-- this trigger as supabase_auth_admin, which has no rights on public or private); it reads and
-- writes only the rows of the account's own user.
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

REVOKE ALL ON FUNCTION private.assert_one_active_default() FROM PUBLIC;

CREATE FUNCTION private.promote_default_account(owner uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.promote_default_account(owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.promote_default_account(owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.promote_default_account(owner uuid) TO service_role;

CREATE FUNCTION private.user_accounts_after_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.is_default and old.is_active and not new.is_active then
    perform private.promote_default_account(new.user_id);
  end if;
  return null;
end;
$$;

CREATE FUNCTION private.user_accounts_before_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- A deactivated default gives up the flag; the after-update trigger hands it on.
  if old.is_default and not new.is_active then
    new.is_default := false;
  end if;
  return new;
end;
$$;

CREATE FUNCTION public.reorder_accounts(account_ids uuid[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  owner uuid := private.require_user();
  wanted integer := coalesce(cardinality(reorder_accounts.account_ids), 0);
begin
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

COMMENT ON FUNCTION public.reorder_accounts(account_ids uuid[]) IS 'Sets display_order 1..n of the caller''s accounts in the order given (all of them, each once), atomically.';

REVOKE ALL ON FUNCTION public.reorder_accounts(account_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_accounts(account_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.reorder_accounts(account_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.reorder_accounts(account_ids uuid[]) FROM anon;

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

CREATE FUNCTION public.set_default_account(account_id uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.set_default_account(account_id uuid) IS 'Makes one active account of the caller the default, atomically; 404 (PT404) when the caller has no such account.';

REVOKE ALL ON FUNCTION public.set_default_account(account_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_default_account(account_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.set_default_account(account_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.set_default_account(account_id uuid) FROM anon;

CREATE FUNCTION public.user_accounts_after_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer: it also fires when Supabase Auth deletes the user (the cascade from auth.users runs
-- this trigger as supabase_auth_admin, which has no rights on public or private); it reads and
-- writes only the rows of the account's own user.
begin
  -- Deleting the default account makes the first active account the default.
  if old.is_default then
    perform private.promote_default_account(old.user_id);
  end if;
  return null;
end;
$$;

GRANT ALL ON FUNCTION public.user_accounts_after_delete() TO anon;
GRANT ALL ON FUNCTION public.user_accounts_after_delete() TO authenticated;
GRANT ALL ON FUNCTION public.user_accounts_after_delete() TO service_role;

CREATE FUNCTION public.user_accounts_before_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

GRANT ALL ON FUNCTION public.user_accounts_before_insert() TO anon;
GRANT ALL ON FUNCTION public.user_accounts_before_insert() TO authenticated;
GRANT ALL ON FUNCTION public.user_accounts_before_insert() TO service_role;

CREATE TRIGGER user_accounts_after_delete AFTER DELETE ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION public.user_accounts_after_delete();

CREATE TRIGGER user_accounts_after_update AFTER UPDATE OF is_active ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION private.user_accounts_after_update();

CREATE TRIGGER user_accounts_before_insert BEFORE INSERT ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION public.user_accounts_before_insert();

CREATE TRIGGER user_accounts_before_update BEFORE UPDATE OF is_active ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION private.user_accounts_before_update();

CREATE CONSTRAINT TRIGGER user_accounts_one_active_default AFTER INSERT OR DELETE OR UPDATE OF is_default, is_active, user_id ON public.user_accounts DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION private.assert_one_active_default();

CREATE TRIGGER user_accounts_set_updated_at BEFORE UPDATE ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
