-- Baseline: the 79 migrations written from 2026-01-15 to 2026-11-27, squashed before the first
-- release into what supabase/schemas/*.sql defined on 2026-11-27 (the files concatenated in name
-- order). From here on each schema edit comes with its migration (supabase/README.md).

-- ======== supabase/schemas/00_helpers.sql ========

-- Schema private and the helpers every concern uses: today in Europe/Bucharest, the app's date
-- range, a month's first day, diacritic-free folding for search, the signed-in user required, and
-- the updated_at trigger. Schema private is not exposed by the API: what is here is called by
-- public functions, triggers and policies.

CREATE SCHEMA private;

GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

CREATE FUNCTION private.bucharest_today() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (pg_catalog.now() at time zone 'Europe/Bucharest')::date;
$$;

COMMENT ON FUNCTION private.bucharest_today() IS 'The users'' today: the current date in Europe/Bucharest.';

REVOKE ALL ON FUNCTION private.bucharest_today() FROM PUBLIC;
GRANT ALL ON FUNCTION private.bucharest_today() TO authenticated;
GRANT ALL ON FUNCTION private.bucharest_today() TO service_role;

CREATE FUNCTION private.fold_text(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  -- Romanian letters with diacritics, comma-below and cedilla spellings alike, to plain letters.
  select pg_catalog.lower(pg_catalog.translate(fold_text.value, 'ĂăÂâÎîȘșŞşȚțŢţ', 'AaAaIiSsSsTtTt'));
$$;

COMMENT ON FUNCTION private.fold_text(value text) IS 'Text folded for search: lower case, Romanian diacritics removed (ă â î ș ş ț ţ). The search of the transactions list folds both sides with it.';

REVOKE ALL ON FUNCTION private.fold_text(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.fold_text(value text) TO authenticated;
GRANT ALL ON FUNCTION private.fold_text(value text) TO service_role;

CREATE FUNCTION private.is_app_date(value date) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select is_app_date.value between date '1900-01-01' and date '2199-12-31';
$$;

COMMENT ON FUNCTION private.is_app_date(value date) IS 'True for a day between 1900-01-01 and 2199-12-31: the dates user rows may hold.';

GRANT ALL ON FUNCTION private.is_app_date(value date) TO authenticated;
GRANT ALL ON FUNCTION private.is_app_date(value date) TO service_role;

CREATE FUNCTION private.is_app_timestamp(value timestamp with time zone) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select is_app_timestamp.value >= timestamptz '1900-01-01 00:00:00+00'
    and is_app_timestamp.value < timestamptz '2200-01-01 00:00:00+00';
$$;

COMMENT ON FUNCTION private.is_app_timestamp(value timestamp with time zone) IS 'True for an instant in the days private.is_app_date accepts (UTC).';

GRANT ALL ON FUNCTION private.is_app_timestamp(value timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.is_app_timestamp(value timestamp with time zone) TO service_role;

CREATE FUNCTION private.month_start(month text) RETURNS date
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  month_year integer;
begin
  if month_start.month is null or month_start.month !~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then
    raise exception 'invalid month: % (expected YYYY-MM)', coalesce(left(month_start.month, 40), 'null')
      using errcode = 'invalid_parameter_value';
  end if;
  month_year := substr(month_start.month, 1, 4)::integer;
  -- The months of the days user rows may hold (private.is_app_date: 1900-01-01 to 2199-12-31).
  if month_year not between 1900 and 2199 then
    raise exception 'invalid month: % (years 1900 to 2199)', month_start.month
      using errcode = 'invalid_parameter_value';
  end if;
  return pg_catalog.make_date(month_year, substr(month_start.month, 6, 2)::integer, 1);
end;
$_$;

COMMENT ON FUNCTION private.month_start(month text) IS 'First day of a ''YYYY-MM'' month key from 1900-01 to 2199-12; anything else raises 22023 (HTTP 400).';

REVOKE ALL ON FUNCTION private.month_start(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.month_start(month text) TO authenticated;
GRANT ALL ON FUNCTION private.month_start(month text) TO service_role;

CREATE FUNCTION private.require_user() RETURNS uuid
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  return uid;
end;
$$;

COMMENT ON FUNCTION private.require_user() IS 'The caller''s user id (auth.uid()), or 42501 ''must be authenticated'' when the request names no user.';

REVOKE ALL ON FUNCTION private.require_user() FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_user() TO authenticated;
GRANT ALL ON FUNCTION private.require_user() TO service_role;

CREATE FUNCTION public.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;

GRANT ALL ON FUNCTION public.set_updated_at() TO anon;
GRANT ALL ON FUNCTION public.set_updated_at() TO authenticated;
GRANT ALL ON FUNCTION public.set_updated_at() TO service_role;

-- ======== supabase/schemas/01_allowlist.sql ========

-- The closed beta (spec point 6): public.beta_allowlist, which no client role reads,
-- is_email_approved() as its only door, and the before-user-created auth hook Supabase Auth calls
-- as supabase_auth_admin (config.toml [auth.hook.before_user_created]); it answers 403 for an
-- address not on the list. Hosted GoTrue and the local server run the same function.

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;
GRANT USAGE ON SCHEMA public TO supabase_auth_admin;

CREATE TABLE public.beta_allowlist (
    email text NOT NULL,
    note text,
    source text DEFAULT 'seed'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT beta_allowlist_email_check CHECK (((email = lower(btrim(email))) AND ((length(email) >= 3) AND (length(email) <= 320)))),
    CONSTRAINT beta_allowlist_source_check CHECK ((source = ANY (ARRAY['seed'::text, 'env'::text, 'admin'::text])))
);

ALTER TABLE ONLY public.beta_allowlist
    ADD CONSTRAINT beta_allowlist_pkey PRIMARY KEY (email);

COMMENT ON TABLE public.beta_allowlist IS 'E-mail addresses approved for the beta; readable only through is_email_approved().';

ALTER TABLE public.beta_allowlist ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE public.beta_allowlist TO service_role;
REVOKE ALL ON TABLE public.beta_allowlist FROM anon;
REVOKE ALL ON TABLE public.beta_allowlist FROM authenticated;

CREATE FUNCTION public.is_email_approved(email text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  -- Definer, because the caller (anon on the register screen) may not read the table itself.
  select exists (
    select 1 from public.beta_allowlist b
    where b.email = lower(btrim(is_email_approved.email))
  );
$$;

COMMENT ON FUNCTION public.is_email_approved(email text) IS 'True when the address (trimmed, case-insensitive) is on the beta allow-list.';

REVOKE ALL ON FUNCTION public.is_email_approved(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO anon;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO authenticated;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO service_role;
GRANT ALL ON FUNCTION public.is_email_approved(email text) TO supabase_auth_admin;

CREATE FUNCTION public.hook_before_user_created(event jsonb) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when public.is_email_approved(coalesce(event -> 'user' ->> 'email', '')) then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.'
    ))
  end;
$$;

COMMENT ON FUNCTION public.hook_before_user_created(event jsonb) IS 'Supabase Auth before-user-created hook: refuses (403) an address that is not on the beta allow-list.';

REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hook_before_user_created(event jsonb) TO supabase_auth_admin;
REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM anon;
REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM authenticated;
REVOKE ALL ON FUNCTION public.hook_before_user_created(event jsonb) FROM service_role;

-- ======== supabase/schemas/02_settings.sql ========

-- The user's settings (spec point 3): one JSON document per user in public.user_settings,
-- checked by a trigger, saved by save_user_settings (a patch) and completed by
-- complete_user_settings; balance_start_date and default_currency read it for the other concerns.

CREATE TABLE public.user_settings (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_settings_version_check CHECK ((version >= 1))
);

ALTER TABLE ONLY public.user_settings
    ADD CONSTRAINT user_settings_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.user_settings
    ADD CONSTRAINT user_settings_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE public.user_settings IS 'One app-settings document per user (spec point 3 App settings), read by every browser the user signs in on.';

ALTER TABLE public.user_settings ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_settings: users add their own settings" ON public.user_settings FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "user_settings: users change their own settings" ON public.user_settings FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "user_settings: users delete their own settings" ON public.user_settings FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "user_settings: users read their own settings" ON public.user_settings FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.user_settings TO anon;
GRANT ALL ON TABLE public.user_settings TO authenticated;
GRANT ALL ON TABLE public.user_settings TO service_role;

CREATE FUNCTION private.balance_start_of(settings jsonb) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((balance_start_of.settings ->> 'balanceStartDate')::date, '-infinity'::date);
$$;

COMMENT ON FUNCTION private.balance_start_of(settings jsonb) IS 'The first day whose transactions move a balance, read from a settings document: its balanceStartDate, or -infinity (every day) when it has none.';

REVOKE ALL ON FUNCTION private.balance_start_of(settings jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.balance_start_of(settings jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.balance_start_of(settings jsonb) TO service_role;

CREATE FUNCTION private.check_user_settings() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  doc jsonb := new.settings;
  entry record;
  code text;
  day date;
begin
  if jsonb_typeof(doc) is distinct from 'object' then
    raise exception 'Invalid app settings: INVALID_FIELD_TYPE'
      using errcode = 'check_violation', hint = 'INVALID_FIELD_TYPE', detail = 'settings must be an object';
  end if;

  for entry in select e.key, e.value from jsonb_each(doc) e loop
    code := case entry.key
      when 'defaultCurrency' then
        case when entry.value in ('"RON"', '"EUR"', '"USD"', '"GBP"') then null else 'INVALID_CURRENCY' end
      when 'dateFormat' then
        case when entry.value in ('"DD/MM/YYYY"', '"MM/DD/YYYY"', '"YYYY-MM-DD"') then null else 'INVALID_DATE_FORMAT' end
      when 'themeMode' then
        case when entry.value in ('"light"', '"dark"', '"system"') then null else 'INVALID_THEME' end
      when 'toastPosition' then
        case when entry.value in ('"top-left"', '"top-center"', '"top-right"', '"bottom-left"', '"bottom-center"', '"bottom-right"')
          then null else 'INVALID_TOAST_POSITION' end
      when 'autoSaveInterval' then
        case when jsonb_typeof(entry.value) = 'number' and (entry.value #>> '{}')::numeric between 5000 and 300000
          then null else 'INVALID_AUTO_SAVE_INTERVAL' end
      when 'balanceStartDate' then
        case when jsonb_typeof(entry.value) = 'string' and (entry.value #>> '{}') ~ '^\d{4}-\d{2}-\d{2}$'
          then null else 'INVALID_BALANCE_START_DATE' end
      when 'enableMultiAccount' then null
      when 'enableNotifications' then null
      when 'enableMonthlyTransfers' then null
      when 'compactMode' then null
      when 'showBalanceInTitle' then null
      when 'confirmDeleteActions' then null
      when 'confirmFinalAmount' then null
      else 'UNKNOWN_FIELD'
    end;
    if code is null and entry.key in ('enableMultiAccount', 'enableNotifications', 'enableMonthlyTransfers',
        'compactMode', 'showBalanceInTitle', 'confirmDeleteActions', 'confirmFinalAmount')
       and jsonb_typeof(entry.value) is distinct from 'boolean' then
      code := 'INVALID_FIELD_TYPE';
    end if;
    if code is null and entry.key = 'balanceStartDate' then
      -- The shape is right; now a real calendar day (2025-02-30 is not).
      begin
        day := (entry.value #>> '{}')::date;
        if to_char(day, 'YYYY-MM-DD') <> entry.value #>> '{}' then
          code := 'INVALID_BALANCE_START_DATE';
        end if;
      exception when others then
        code := 'INVALID_BALANCE_START_DATE';
      end;
    end if;
    if code is not null then
      raise exception 'Invalid app settings: %', code
        using errcode = 'check_violation', hint = code, detail = format('%s: %s', entry.key, entry.value);
    end if;
  end loop;
  return new;
end;
$_$;

REVOKE ALL ON FUNCTION private.check_user_settings() FROM PUBLIC;

CREATE FUNCTION private.default_currency() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    (select s.settings ->> 'defaultCurrency'
     from public.user_settings s
     where s.user_id = (select auth.uid())),
    'RON'
  );
$$;

COMMENT ON FUNCTION private.default_currency() IS 'The caller''s defaultCurrency setting (user_settings), or RON: the currency of a transaction written without one.';

REVOKE ALL ON FUNCTION private.default_currency() FROM PUBLIC;
GRANT ALL ON FUNCTION private.default_currency() TO authenticated;
GRANT ALL ON FUNCTION private.default_currency() TO service_role;

CREATE FUNCTION private.require_settings_object(doc jsonb, name text) RETURNS void
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if jsonb_typeof(doc) is distinct from 'object' then
    raise exception 'Invalid app settings: INVALID_FIELD_TYPE'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_FIELD_TYPE', detail = name || ' must be an object';
  end if;
end;
$$;

COMMENT ON FUNCTION private.require_settings_object(doc jsonb, name text) IS 'Refuses (22023, hint INVALID_FIELD_TYPE) a settings argument that is not a JSON object: the one check of save_user_settings'' patch and complete_user_settings'' defaults.';

REVOKE ALL ON FUNCTION private.require_settings_object(doc jsonb, name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_settings_object(doc jsonb, name text) TO authenticated;
GRANT ALL ON FUNCTION private.require_settings_object(doc jsonb, name text) TO service_role;

CREATE FUNCTION public.complete_user_settings(defaults jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.complete_user_settings(defaults jsonb) IS 'Writes the caller''s first settings document, or adds to the stored one only the keys it lacks (stored values win); answers the whole document.';

REVOKE ALL ON FUNCTION public.complete_user_settings(defaults jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.complete_user_settings(defaults jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.complete_user_settings(defaults jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.complete_user_settings(defaults jsonb) FROM anon;

CREATE FUNCTION public.save_user_settings(patch jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.save_user_settings(patch jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_user_settings(patch jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_user_settings(patch jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.save_user_settings(patch jsonb) FROM anon;

CREATE TRIGGER user_settings_check_settings BEFORE INSERT OR UPDATE OF settings ON public.user_settings FOR EACH ROW EXECUTE FUNCTION private.check_user_settings();

CREATE TRIGGER user_settings_set_updated_at BEFORE UPDATE ON public.user_settings FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE FUNCTION private.balance_start_date(owner uuid) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Row-level security of user_settings applies: a caller reads only their own document, and
  -- any other user's id gives -infinity. The readers pass the caller's own id.
  select private.balance_start_of((select s.settings from public.user_settings s where s.user_id = balance_start_date.owner));
$$;

COMMENT ON FUNCTION private.balance_start_date(owner uuid) IS 'The first day whose transactions move the user''s balances (the balanceStartDate setting; -infinity without one). Days before it keep the accounts'' initial balances.';

REVOKE ALL ON FUNCTION private.balance_start_date(owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.balance_start_date(owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.balance_start_date(owner uuid) TO service_role;

-- ======== supabase/schemas/03_accounts.sql ========

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

CREATE FUNCTION public.delete_account() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.delete_account() IS 'Deletes every row of the caller and the caller''s auth user, in one transaction.';

REVOKE ALL ON FUNCTION public.delete_account() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_account() TO authenticated;
REVOKE ALL ON FUNCTION public.delete_account() FROM anon;
REVOKE ALL ON FUNCTION public.delete_account() FROM service_role;

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

-- ======== supabase/schemas/04_categories.sql ========

-- Categories and subcategories (spec point 4 'Categories'): the catalogue of predefined
-- subcategories, each user's custom document (public.custom_categories, checked and versioned by
-- triggers), and renaming, deleting and moving a subcategory or category across the user's rows.

CREATE TABLE private.predefined_subcategories (
    category text NOT NULL,
    name text NOT NULL
);

ALTER TABLE ONLY private.predefined_subcategories
    ADD CONSTRAINT predefined_subcategories_pkey PRIMARY KEY (category, name);

COMMENT ON TABLE private.predefined_subcategories IS 'The default catalogue: every predefined subcategory of every default category (copy of DEFAULT_CATEGORY_TREE).';

GRANT SELECT ON TABLE private.predefined_subcategories TO authenticated;
GRANT SELECT ON TABLE private.predefined_subcategories TO service_role;

-- The catalogue (spec point 4 'Categories'): data, not schema, but part of what every database holds.
insert into private.predefined_subcategories (category, name) values
  ('VENITURI', 'Salariu'), ('VENITURI', 'Dividende'), ('VENITURI', 'Chirii'), ('VENITURI', 'Bonuri de masă'), ('VENITURI', 'Cadouri'), ('VENITURI', 'Drepturi de autor'), ('VENITURI', 'Pensii'), ('VENITURI', 'Indemnizații'), ('VENITURI', 'Alte venituri'), ('VENITURI', 'Venit reportat'),
  ('ECONOMII', 'Fond de urgență'), ('ECONOMII', 'Fond de rezervă'), ('ECONOMII', 'Fond general'),
  ('INFATISARE', 'Îmbrăcăminte'), ('INFATISARE', 'Încălțăminte'), ('INFATISARE', 'Cosmetice'), ('INFATISARE', 'Coafor și frizerie'), ('INFATISARE', 'Accesorii'),
  ('EDUCATIE', 'Cursuri'), ('EDUCATIE', 'Cărți'), ('EDUCATIE', 'Taxe școlare'), ('EDUCATIE', 'Meditații'), ('EDUCATIE', 'Rechizite'),
  ('CARIERA', 'Cursuri profesionale'), ('CARIERA', 'Certificări'), ('CARIERA', 'Conferințe'), ('CARIERA', 'Echipament de lucru'), ('CARIERA', 'Abonamente profesionale'),
  ('SANATATE', 'Medicamente'), ('SANATATE', 'Consultații medicale'), ('SANATATE', 'Analize medicale'), ('SANATATE', 'Stomatologie'), ('SANATATE', 'Asigurare de sănătate'), ('SANATATE', 'Sport și fitness'),
  ('NUTRITIE', 'Cumpărături alimentare'), ('NUTRITIE', 'Restaurante'), ('NUTRITIE', 'Livrări de mâncare'), ('NUTRITIE', 'Cafenele'), ('NUTRITIE', 'Suplimente'),
  ('LOCUINTA', 'Chirie'), ('LOCUINTA', 'Rată credit ipotecar'), ('LOCUINTA', 'Întreținere'), ('LOCUINTA', 'Electricitate'), ('LOCUINTA', 'Gaze naturale'), ('LOCUINTA', 'Apă'), ('LOCUINTA', 'Internet și TV'), ('LOCUINTA', 'Telefonie'), ('LOCUINTA', 'Mobilier și decorațiuni'), ('LOCUINTA', 'Reparații'), ('LOCUINTA', 'Asigurare locuință'),
  ('TIMP_LIBER', 'Abonamente streaming'), ('TIMP_LIBER', 'Cinema și teatru'), ('TIMP_LIBER', 'Hobby-uri'), ('TIMP_LIBER', 'Ieșiri în oraș'), ('TIMP_LIBER', 'Evenimente și concerte'), ('TIMP_LIBER', 'Jocuri'),
  ('CALATORII', 'Transport în vacanță'), ('CALATORII', 'Cazare'), ('CALATORII', 'Mese în călătorie'), ('CALATORII', 'Excursii și atracții'), ('CALATORII', 'Asigurare de călătorie'),
  ('TRANSPORT', 'Combustibil'), ('TRANSPORT', 'Transport public'), ('TRANSPORT', 'Taxi și ride-sharing'), ('TRANSPORT', 'Service și întreținere auto'), ('TRANSPORT', 'Asigurare auto (RCA/CASCO)'), ('TRANSPORT', 'Parcare'), ('TRANSPORT', 'Rovinietă și taxe de drum'),
  ('INVESTITII', 'Proiect 1'), ('INVESTITII', 'Proiect 2'), ('INVESTITII', 'Proiect 3'), ('INVESTITII', 'Proiect 4'), ('INVESTITII', 'Proiect 5'),
  ('NECATEGORIZAT', 'Necategorizat');

CREATE TABLE public.custom_categories (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    category_data jsonb DEFAULT '{"version": 1, "categories": []}'::jsonb NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT custom_categories_category_data_check CHECK ((jsonb_typeof(category_data) = 'object'::text)),
    CONSTRAINT custom_categories_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT custom_categories_updated_at_range_check CHECK (private.is_app_timestamp(updated_at)),
    CONSTRAINT custom_categories_version_check CHECK ((version >= 1))
);

ALTER TABLE ONLY public.custom_categories
    ADD CONSTRAINT custom_categories_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.custom_categories
    ADD CONSTRAINT custom_categories_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE public.custom_categories IS 'One category document per user, merged with the default catalogue by the app.';

ALTER TABLE public.custom_categories ENABLE ROW LEVEL SECURITY;

CREATE POLICY "custom_categories: users add their own categories" ON public.custom_categories FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "custom_categories: users change their own categories" ON public.custom_categories FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "custom_categories: users delete their own categories" ON public.custom_categories FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "custom_categories: users read their own categories" ON public.custom_categories FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.custom_categories TO anon;
GRANT ALL ON TABLE public.custom_categories TO authenticated;
GRANT ALL ON TABLE public.custom_categories TO service_role;

CREATE FUNCTION private.assert_custom_category(category text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if private.is_default_category(assert_custom_category.category) then
    raise exception 'default categories cannot be renamed or deleted: %', assert_custom_category.category
      using errcode = 'check_violation', hint = 'PREDEFINED_CATEGORY';
  end if;
  if not exists (select 1 from private.document_names() n where n = assert_custom_category.category) then
    raise exception 'no category named %', assert_custom_category.category
      using errcode = 'PT404', hint = 'CATEGORY_NOT_FOUND';
  end if;
end;
$$;

REVOKE ALL ON FUNCTION private.assert_custom_category(category text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_custom_category(category text) TO authenticated;
GRANT ALL ON FUNCTION private.assert_custom_category(category text) TO service_role;

CREATE FUNCTION private.assert_subcategory_changeable(category text, subcategory text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if private.is_predefined_subcategory(assert_subcategory_changeable.category, assert_subcategory_changeable.subcategory)
     or exists (
       select 1
       from public.custom_categories cc,
         jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat,
         jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) as sub
       where cc.user_id = (select auth.uid())
         and cat ->> 'name' = assert_subcategory_changeable.category
         and sub ->> 'name' = assert_subcategory_changeable.subcategory
         and coalesce((sub ->> 'isCustom')::boolean, false) = false
     ) then
    raise exception 'predefined subcategories cannot be renamed, migrated or deleted: %', assert_subcategory_changeable.subcategory
      using errcode = 'check_violation', hint = 'PREDEFINED_SUBCATEGORY';
  end if;
end;
$$;

REVOKE ALL ON FUNCTION private.assert_subcategory_changeable(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_subcategory_changeable(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION private.assert_subcategory_changeable(category text, subcategory text) TO service_role;

CREATE FUNCTION private.check_category_data() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  -- MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY (shared-domain/src/constants.ts).
  max_custom constant integer := 5;
  categories jsonb := new.category_data -> 'categories';
  cat jsonb;
  sub jsonb;
  cat_name text;
  sub_name text;
  default_category boolean;
  predefined boolean;
  custom_count integer;
begin
  if categories is null then
    return new;
  end if;
  if jsonb_typeof(categories) is distinct from 'array' then
    raise exception 'category_data.categories must be an array'
      using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
  end if;

  for cat in select c.value from jsonb_array_elements(categories) c loop
    -- "is distinct from": a missing key is null, and null must fail the test too.
    if jsonb_typeof(cat) is distinct from 'object'
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
$$;

REVOKE ALL ON FUNCTION private.check_category_data() FROM PUBLIC;

CREATE FUNCTION private.check_category_version() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'stale category document: version % is not the next after the stored %', new.version, old.version
    using errcode = 'PT409', hint = 'STALE_CATEGORY_VERSION';
end;
$$;

REVOKE ALL ON FUNCTION private.check_category_version() FROM PUBLIC;

CREATE FUNCTION private.document_names(category text DEFAULT NULL::text) RETURNS SETOF text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select cat ->> 'name'
  from public.custom_categories cc,
    jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat
  where cc.user_id = (select auth.uid()) and document_names.category is null
  union all
  select sub ->> 'name'
  from public.custom_categories cc,
    jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat,
    jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) as sub
  where cc.user_id = (select auth.uid()) and cat ->> 'name' = document_names.category;
$$;

REVOKE ALL ON FUNCTION private.document_names(category text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.document_names(category text) TO authenticated;
GRANT ALL ON FUNCTION private.document_names(category text) TO service_role;

CREATE FUNCTION private.is_category_name(name text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(length(btrim(is_category_name.name)) between 1 and 100, false);
$$;

REVOKE ALL ON FUNCTION private.is_category_name(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_category_name(name text) TO authenticated;
GRANT ALL ON FUNCTION private.is_category_name(name text) TO service_role;

CREATE FUNCTION private.is_default_category(category text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.predefined_subcategories p
    where lower(p.category) = lower(btrim(is_default_category.category))
  );
$$;

REVOKE ALL ON FUNCTION private.is_default_category(category text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_default_category(category text) TO authenticated;
GRANT ALL ON FUNCTION private.is_default_category(category text) TO service_role;

CREATE FUNCTION private.is_predefined_subcategory(category text, subcategory text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.predefined_subcategories p
    where lower(p.category) = lower(btrim(is_predefined_subcategory.category))
      and lower(p.name) = lower(btrim(is_predefined_subcategory.subcategory))
  );
$$;

REVOKE ALL ON FUNCTION private.is_predefined_subcategory(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_predefined_subcategory(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION private.is_predefined_subcategory(category text, subcategory text) TO service_role;

CREATE FUNCTION private.name_taken(category text, old_name text, new_name text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when name_taken.category is null
      then private.is_default_category(name_taken.new_name)
      else private.is_predefined_subcategory(name_taken.category, name_taken.new_name)
    end
    or exists (
      select 1
      from private.document_names(name_taken.category) as n (entry)
      where lower(btrim(n.entry)) = lower(name_taken.new_name)
        and n.entry <> name_taken.old_name
    );
$$;

REVOKE ALL ON FUNCTION private.name_taken(category text, old_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.name_taken(category text, old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.name_taken(category text, old_name text, new_name text) TO service_role;

CREATE FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce((
    select jsonb_agg(
      case when item ->> 'name' = rename_in_list.item_name
        then jsonb_set(item, '{name}', to_jsonb(rename_in_list.new_name))
        else item
      end
      order by ord
    )
    from jsonb_array_elements(coalesce(rename_in_list.items, '[]'::jsonb)) with ordinality as i (item, ord)
    where rename_in_list.new_name is not null or item ->> 'name' <> rename_in_list.item_name
  ), '[]'::jsonb);
$$;

REVOKE ALL ON FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) TO service_role;

CREATE FUNCTION private.require_category_name(name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_category_name(require_category_name.name) then
    raise exception 'a category or subcategory name must be 1 to 100 characters once trimmed: "%"', require_category_name.name
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  return btrim(require_category_name.name);
end;
$$;

REVOKE ALL ON FUNCTION private.require_category_name(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_category_name(name text) TO authenticated;
GRANT ALL ON FUNCTION private.require_category_name(name text) TO service_role;

CREATE FUNCTION private.rewrite_category(data jsonb, category text, new_name text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_set(
    jsonb_set(data, '{categories}', private.rename_in_list(data -> 'categories', rewrite_category.category, rewrite_category.new_name)),
    '{version}',
    to_jsonb(coalesce((data ->> 'version')::integer, 0) + 1)
  );
$$;

REVOKE ALL ON FUNCTION private.rewrite_category(data jsonb, category text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.rewrite_category(data jsonb, category text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.rewrite_category(data jsonb, category text, new_name text) TO service_role;

CREATE FUNCTION private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- new_name null removes the subcategory; otherwise renames it. Order is kept. version + 1.
  select jsonb_set(
    jsonb_set(
      data,
      '{categories}',
      coalesce((
        select jsonb_agg(
          case when cat ->> 'name' = rewrite_subcategory.category
            then jsonb_set(cat, '{subcategories}', private.rename_in_list(cat -> 'subcategories', rewrite_subcategory.old_name, rewrite_subcategory.new_name))
            else cat
          end
          order by cat_ord
        )
        from jsonb_array_elements(coalesce(data -> 'categories', '[]'::jsonb)) with ordinality as c (cat, cat_ord)
      ), '[]'::jsonb)
    ),
    '{version}',
    to_jsonb(coalesce((data ->> 'version')::integer, 0) + 1)
  );
$$;

GRANT ALL ON FUNCTION private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text) TO service_role;

CREATE FUNCTION public.delete_category(category text, target_category text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  uid uuid := private.require_user();
  moved integer := 0;
begin
  perform private.require_category_name(category);
  if target_category = category then
    raise exception 'the target category must differ from the category deleted'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  perform private.assert_custom_category(category);
  if target_category is not null and not private.is_default_category(target_category)
     and not exists (select 1 from private.document_names() n where n = target_category) then
    raise exception 'no target category named %', target_category
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;

  if target_category is null then
    if exists (select 1 from public.transactions t where t.user_id = uid and t.category = category) then
      raise exception 'category % still has transactions: move them to another category first', category
        using errcode = 'PT409', hint = 'CATEGORY_IN_USE';
    end if;
  else
    update public.transactions t
    set category = target_category, subcategory = null
    where t.user_id = uid and t.category = category;
    get diagnostics moved = row_count;
  end if;

  update public.custom_categories cc
  set category_data = private.rewrite_category(cc.category_data, category, null),
      version = cc.version + 1
  where cc.user_id = uid;
  return moved;
end;
$$;

COMMENT ON FUNCTION public.delete_category(category text, target_category text) IS 'Deletes a custom category from the caller''s document; refused while transactions use it unless target_category is given, to which they move (subcategory cleared). Returns the number moved.';

REVOKE ALL ON FUNCTION public.delete_category(category text, target_category text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_category(category text, target_category text) TO authenticated;
GRANT ALL ON FUNCTION public.delete_category(category text, target_category text) TO service_role;
REVOKE ALL ON FUNCTION public.delete_category(category text, target_category text) FROM anon;

CREATE FUNCTION public.delete_subcategory(category text, subcategory text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  uid uuid := private.require_user();
  cleared integer;
begin
  perform private.require_category_name(category), private.require_category_name(subcategory);
  perform private.assert_subcategory_changeable(category, subcategory);

  update public.custom_categories cc
  set category_data = private.rewrite_subcategory(cc.category_data, category, subcategory, null),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set subcategory = null
  where t.user_id = uid and t.category = category and t.subcategory = subcategory;
  get diagnostics cleared = row_count;
  return cleared;
end;
$$;

COMMENT ON FUNCTION public.delete_subcategory(category text, subcategory text) IS 'Deletes a custom subcategory; its transactions keep their category with subcategory null. Returns the number changed.';

REVOKE ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) TO service_role;
REVOKE ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) FROM anon;

CREATE FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  uid uuid := private.require_user();
  moved integer;
begin
  perform private.require_category_name(category), private.require_category_name(subcategory),
    private.require_category_name(target_subcategory);
  if target_subcategory = subcategory then
    raise exception 'the target subcategory must differ from the subcategory moved'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  perform private.assert_subcategory_changeable(category, subcategory);

  update public.custom_categories cc
  set category_data = private.rewrite_subcategory(cc.category_data, category, subcategory, null),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set subcategory = target_subcategory
  where t.user_id = uid and t.category = category and t.subcategory = subcategory;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

COMMENT ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) IS 'Deletes a custom subcategory and moves its transactions to target_subcategory of the same category; returns the number moved.';

REVOKE ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) TO authenticated;
GRANT ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) TO service_role;
REVOKE ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) FROM anon;

CREATE FUNCTION public.rename_category(old_name text, new_name text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  uid uuid := private.require_user();
  clean_name text := private.require_category_name(new_name);
  moved integer;
begin
  perform private.require_category_name(old_name);
  perform private.assert_custom_category(old_name);
  if private.name_taken(null, old_name, clean_name) then
    raise exception 'duplicate category: % already exists', clean_name
      using errcode = 'unique_violation', hint = 'DUPLICATE_CATEGORY';
  end if;

  update public.custom_categories cc
  set category_data = private.rewrite_category(cc.category_data, old_name, clean_name),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set category = clean_name
  where t.user_id = uid and t.category = old_name;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

COMMENT ON FUNCTION public.rename_category(old_name text, new_name text) IS 'Renames a custom category in the caller''s category document and in all their transactions; returns the number of transactions changed.';

REVOKE ALL ON FUNCTION public.rename_category(old_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rename_category(old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION public.rename_category(old_name text, new_name text) TO service_role;
REVOKE ALL ON FUNCTION public.rename_category(old_name text, new_name text) FROM anon;

CREATE FUNCTION public.rename_subcategory(category text, old_name text, new_name text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  uid uuid := private.require_user();
  clean_name text := private.require_category_name(new_name);
  moved integer;
begin
  perform private.require_category_name(category), private.require_category_name(old_name);
  perform private.assert_subcategory_changeable(category, old_name);
  if private.name_taken(category, old_name, clean_name) then
    raise exception 'duplicate subcategory: % already exists in %', clean_name, category
      using errcode = 'unique_violation', hint = 'DUPLICATE_SUBCATEGORY';
  end if;

  update public.custom_categories cc
  set category_data = private.rewrite_subcategory(cc.category_data, category, old_name, clean_name),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set subcategory = clean_name
  where t.user_id = uid and t.category = category and t.subcategory = old_name;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

COMMENT ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) IS 'Renames a subcategory in the caller''s category document and in all their transactions; returns the number of transactions changed.';

REVOKE ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) TO service_role;
REVOKE ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) FROM anon;

CREATE TRIGGER custom_categories_check_category_data BEFORE INSERT OR UPDATE OF category_data ON public.custom_categories FOR EACH ROW EXECUTE FUNCTION private.check_category_data();

CREATE TRIGGER custom_categories_check_version AFTER UPDATE ON public.custom_categories FOR EACH ROW WHEN ((((new.category_data IS DISTINCT FROM old.category_data) OR (new.version IS DISTINCT FROM old.version)) AND (new.version IS DISTINCT FROM (old.version + 1)))) EXECUTE FUNCTION private.check_category_version();

CREATE TRIGGER custom_categories_set_updated_at BEFORE UPDATE ON public.custom_categories FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE FUNCTION private.is_known_category(category text, subcategory text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Names compare trimmed and case-insensitively, as the client and the category checks do.
  select
    case when is_known_category.subcategory is null
      then private.is_default_category(is_known_category.category)
      else private.is_predefined_subcategory(is_known_category.category, is_known_category.subcategory)
    end
    or exists (
      select 1
      from public.custom_categories cc,
        jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as c
      where cc.user_id = (select auth.uid())
        and lower(btrim(c ->> 'name')) = lower(btrim(is_known_category.category))
        and (
          is_known_category.subcategory is null
          or exists (
            select 1 from jsonb_array_elements(coalesce(c -> 'subcategories', '[]'::jsonb)) as s
            where lower(btrim(s ->> 'name')) = lower(btrim(is_known_category.subcategory))
          )
        )
    );
$$;

COMMENT ON FUNCTION private.is_known_category(category text, subcategory text) IS 'True when the caller''s catalogue (the defaults and the caller''s category document) holds the category and, when given, its subcategory.';

REVOKE ALL ON FUNCTION private.is_known_category(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_known_category(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION private.is_known_category(category text, subcategory text) TO service_role;

-- ======== supabase/schemas/05_recurrence.sql ========

-- Recurring series (spec point 5): public.recurring_rules, the dates a rule yields
-- (recurrence_dates), creating a series with its rows and updating it from a row on.

CREATE TABLE public.recurring_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    transaction_id uuid NOT NULL,
    amount numeric NOT NULL,
    frequency text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    lookahead_days integer DEFAULT 30 NOT NULL,
    start_date date DEFAULT CURRENT_DATE NOT NULL,
    end_type text DEFAULT 'NONE'::text NOT NULL,
    occurrences integer,
    end_date date,
    last_generated_date date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT recurring_rules_amount_check CHECK (((amount > (0)::numeric) AND (amount <= (1000000)::numeric) AND (amount = round(amount, 3)))),
    CONSTRAINT recurring_rules_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT recurring_rules_end_condition_check CHECK ((((end_type = 'NONE'::text) AND (occurrences IS NULL) AND (end_date IS NULL)) OR ((end_type = 'AFTER_OCCURRENCES'::text) AND (occurrences IS NOT NULL) AND (end_date IS NULL)) OR ((end_type = 'UNTIL_DATE'::text) AND (end_date IS NOT NULL) AND (occurrences IS NULL) AND (end_date >= start_date)))),
    CONSTRAINT recurring_rules_end_date_range_check CHECK (private.is_app_date(end_date)),
    CONSTRAINT recurring_rules_end_type_check CHECK ((end_type = ANY (ARRAY['NONE'::text, 'AFTER_OCCURRENCES'::text, 'UNTIL_DATE'::text]))),
    CONSTRAINT recurring_rules_frequency_check CHECK ((frequency = ANY (ARRAY['DAILY'::text, 'WEEKLY'::text, 'MONTHLY'::text, 'YEARLY'::text]))),
    CONSTRAINT recurring_rules_last_generated_date_range_check CHECK (private.is_app_date(last_generated_date)),
    CONSTRAINT recurring_rules_lookahead_days_check CHECK (((lookahead_days >= 0) AND (lookahead_days <= 3650))),
    CONSTRAINT recurring_rules_occurrences_check CHECK ((occurrences > 0)),
    CONSTRAINT recurring_rules_start_date_range_check CHECK (private.is_app_date(start_date)),
    CONSTRAINT recurring_rules_updated_at_range_check CHECK (private.is_app_timestamp(updated_at))
);

ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX recurring_rules_transaction_id_idx ON public.recurring_rules USING btree (transaction_id);

CREATE INDEX recurring_rules_user_id_idx ON public.recurring_rules USING btree (user_id, is_active);

COMMENT ON TABLE public.recurring_rules IS 'Rules that generate recurring transactions; inactive rules generate nothing.';

ALTER TABLE public.recurring_rules ENABLE ROW LEVEL SECURITY;

CREATE POLICY "recurring_rules: users add rules for themselves" ON public.recurring_rules FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "recurring_rules: users change their own rules" ON public.recurring_rules FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "recurring_rules: users delete their own rules" ON public.recurring_rules FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "recurring_rules: users read their own rules" ON public.recurring_rules FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.recurring_rules TO anon;
GRANT ALL ON TABLE public.recurring_rules TO authenticated;
GRANT ALL ON TABLE public.recurring_rules TO service_role;

CREATE FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) RETURNS TABLE(n integer, day date)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with bounds as (
    select
      least(recurrence_dates.through, case when recurrence_dates.end_type = 'UNTIL_DATE' then recurrence_dates.end_date end) as last_day,
      case when recurrence_dates.end_type = 'AFTER_OCCURRENCES' then recurrence_dates.occurrences - 1 end as last_n
  ),
  steps as (
    -- An upper bound on the number of steps up to the last day (a month has at least 28 days,
    -- a year at least 365), trimmed by 'after N'; the exact cut is the filter below.
    select least(
      b.last_n,
      case recurrence_dates.frequency
        when 'DAILY' then b.last_day - recurrence_dates.start_date
        when 'WEEKLY' then (b.last_day - recurrence_dates.start_date) / 7
        when 'MONTHLY' then (b.last_day - recurrence_dates.start_date) / 28 + 1
        when 'YEARLY' then (b.last_day - recurrence_dates.start_date) / 365 + 1
      end
    ) as max_n,
    b.last_day
    from bounds b
  )
  select o.n, o.day
  from steps s
  cross join lateral generate_series(0, s.max_n) as g(n)
  cross join lateral (
    select g.n, case recurrence_dates.frequency
      when 'DAILY' then recurrence_dates.start_date + g.n
      when 'WEEKLY' then recurrence_dates.start_date + 7 * g.n
      when 'MONTHLY' then (recurrence_dates.start_date + make_interval(months => g.n))::date
      when 'YEARLY' then (recurrence_dates.start_date + make_interval(years => g.n))::date
    end as day
  ) o
  where o.day <= s.last_day
  order by o.n;
$$;

COMMENT ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) IS 'The n-th dates of a recurring rule from its start (n = 0) through a day, honouring its end condition.';

REVOKE ALL ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) TO authenticated;
GRANT ALL ON FUNCTION private.recurrence_dates(start_date date, frequency text, end_type text, occurrences integer, end_date date, through date) TO service_role;

CREATE FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text DEFAULT NULL::text, description text DEFAULT NULL::text, end_type text DEFAULT 'NONE'::text, occurrences integer DEFAULT NULL::integer, end_date date DEFAULT NULL::date, account_id uuid DEFAULT NULL::uuid) RETURNS TABLE(rule_id uuid, transaction_id uuid, generated integer, last_generated_date date)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  -- The writer's currency, read once for the template and every occurrence.
  series_currency text := private.default_currency();
  template_id uuid;
  new_rule_id uuid;
  through date;
  last_day date;
  later integer;
  max_rows constant integer := 10000;
begin
  if create_recurring_series.today is null
    or create_recurring_series.today not between current_date - 1 and current_date + 1 then
    raise exception 'today must be the current date (one day either way for the time zone)'
      using errcode = 'invalid_parameter_value';
  end if;
  through := create_recurring_series.today + create_recurring_series.lookahead_days;

  insert into public.transactions (user_id, account_id, type, amount, category, subcategory, date, description, recurring, frequency, currency)
  values (
    caller,
    create_recurring_series.account_id,
    create_recurring_series.type,
    create_recurring_series.amount,
    create_recurring_series.category,
    create_recurring_series.subcategory,
    create_recurring_series.date,
    create_recurring_series.description,
    true,
    create_recurring_series.frequency,
    series_currency
  )
  returning id into template_id;

  -- The rule's own checks validate frequency, look-ahead and end condition before any date is
  -- computed from them.
  insert into public.recurring_rules (user_id, transaction_id, amount, frequency, lookahead_days, start_date, end_type, occurrences, end_date)
  values (
    caller,
    template_id,
    create_recurring_series.amount,
    create_recurring_series.frequency,
    create_recurring_series.lookahead_days,
    create_recurring_series.date,
    create_recurring_series.end_type,
    create_recurring_series.occurrences,
    create_recurring_series.end_date
  )
  returning id into new_rule_id;

  update public.transactions t set recurring_rule_id = new_rule_id where t.id = template_id;

  select count(*), max(d.day) into later, last_day
  from private.recurrence_dates(
    create_recurring_series.date,
    create_recurring_series.frequency,
    create_recurring_series.end_type,
    create_recurring_series.occurrences,
    create_recurring_series.end_date,
    through
  ) d
  where d.n > 0;
  if later + 1 > max_rows then
    raise exception 'a series may generate at most % transactions at once, this one would generate %', max_rows, later + 1
      using errcode = 'invalid_parameter_value';
  end if;

  insert into public.transactions (user_id, account_id, type, amount, category, subcategory, date, description, recurring, frequency, recurring_rule_id, currency)
  select
    caller,
    create_recurring_series.account_id,
    create_recurring_series.type,
    create_recurring_series.amount,
    create_recurring_series.category,
    create_recurring_series.subcategory,
    d.day,
    create_recurring_series.description,
    true,
    create_recurring_series.frequency,
    new_rule_id,
    series_currency
  from private.recurrence_dates(
    create_recurring_series.date,
    create_recurring_series.frequency,
    create_recurring_series.end_type,
    create_recurring_series.occurrences,
    create_recurring_series.end_date,
    through
  ) d
  where d.n > 0
  order by d.n;

  last_day := coalesce(last_day, create_recurring_series.date);
  update public.recurring_rules r set last_generated_date = last_day where r.id = new_rule_id;

  return query select new_rule_id, template_id, later + 1, last_day;
end;
$$;

COMMENT ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) IS 'Creates a recurring series of the caller in one transaction: template, rule, link and occurrences up to today + look-ahead, all in one account of the caller (default: the default account).';

REVOKE ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.create_recurring_series(type text, amount numeric, category text, date date, frequency text, lookahead_days integer, today date, subcategory text, description text, end_type text, occurrences integer, end_date date, account_id uuid) FROM anon;

CREATE FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text DEFAULT NULL::text, description text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  updated integer;
begin
  update public.recurring_rules r
  set amount = update_series.amount
  where r.id = update_series.rule_id;
  if not found then
    raise exception 'recurring rule not found: %', update_series.rule_id using errcode = 'PT404';
  end if;

  update public.transactions t
  set type = update_series.type,
      amount = update_series.amount,
      category = update_series.category,
      subcategory = update_series.subcategory,
      description = update_series.description
  where t.recurring_rule_id = update_series.rule_id;
  get diagnostics updated = row_count;
  return updated;
end;
$$;

COMMENT ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) IS 'Changes a recurring rule of the caller and every transaction it generated (each keeps its date); returns how many rows changed.';

REVOKE ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) TO authenticated;
GRANT ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) TO service_role;
REVOKE ALL ON FUNCTION public.update_series(rule_id uuid, type text, amount numeric, category text, subcategory text, description text) FROM anon;

CREATE TRIGGER recurring_rules_set_updated_at BEFORE UPDATE ON public.recurring_rules FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

-- ======== supabase/schemas/06_transactions.sql ========

-- Transactions (spec points 4 and 5): public.transactions with its checks and the trigger that
-- files a row under an account and refuses what cannot be; the counted amount (the one definition
-- of what a row counts for); the per-day totals of the grid and the daily page and the per-account
-- day and month totals of the balances, kept by statement triggers; the links between a row and
-- its copies; deleting and restoring a row.

CREATE TABLE private.account_daily_totals (
    user_id uuid NOT NULL,
    account_id uuid,
    date date NOT NULL,
    flow numeric DEFAULT 0 NOT NULL,
    row_count integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.account_daily_totals
    ADD CONSTRAINT account_daily_totals_key UNIQUE NULLS NOT DISTINCT (user_id, account_id, date) INCLUDE (flow);

ALTER TABLE ONLY private.account_daily_totals
    ADD CONSTRAINT account_daily_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.account_daily_totals IS 'Money moved per user, account and day (private.account_flow of every row), kept by a trigger on public.transactions.';

ALTER TABLE private.account_daily_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "account_daily_totals: users read their own days" ON private.account_daily_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.account_daily_totals TO authenticated;
GRANT ALL ON TABLE private.account_daily_totals TO service_role;

CREATE TABLE private.account_monthly_totals (
    user_id uuid NOT NULL,
    account_id uuid,
    month date NOT NULL,
    flow numeric DEFAULT 0 NOT NULL,
    row_count integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.account_monthly_totals
    ADD CONSTRAINT account_monthly_totals_key UNIQUE NULLS NOT DISTINCT (user_id, account_id, month) INCLUDE (flow);

ALTER TABLE ONLY private.account_monthly_totals
    ADD CONSTRAINT account_monthly_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.account_monthly_totals IS 'private.account_daily_totals summed per month, kept by the same trigger: a balance over years reads whole months and the days of the months at its two ends (private.account_flow_between).';

ALTER TABLE private.account_monthly_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "account_monthly_totals: users read their own months" ON private.account_monthly_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.account_monthly_totals TO authenticated;
GRANT ALL ON TABLE private.account_monthly_totals TO service_role;

CREATE TABLE private.transaction_daily_totals (
    user_id uuid NOT NULL,
    date date NOT NULL,
    total numeric DEFAULT 0 NOT NULL,
    row_count bigint DEFAULT 0 NOT NULL,
    income numeric DEFAULT 0 NOT NULL,
    expenses numeric DEFAULT 0 NOT NULL,
    savings numeric DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.transaction_daily_totals
    ADD CONSTRAINT transaction_daily_totals_pkey PRIMARY KEY (user_id, date);

-- Deleting a user takes their days too (the trigger leaves a deleted user's totals alone).
ALTER TABLE ONLY private.transaction_daily_totals
    ADD CONSTRAINT transaction_daily_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX transaction_daily_totals_user_id_date_total_idx ON private.transaction_daily_totals USING btree (user_id, date) INCLUDE (total);

COMMENT ON TABLE private.transaction_daily_totals IS 'Signed counted amount and number of transactions per user and day, kept by triggers on public.transactions.';

COMMENT ON COLUMN private.transaction_daily_totals.income IS 'Counted amount of the day''s INCOME rows (private.counted_amount).';

COMMENT ON COLUMN private.transaction_daily_totals.expenses IS 'Counted amount of the day''s EXPENSE rows (private.counted_amount).';

COMMENT ON COLUMN private.transaction_daily_totals.savings IS 'Counted amount of the day''s SAVING rows (private.counted_amount).';

ALTER TABLE private.transaction_daily_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "transaction_daily_totals: users read their own daily totals" ON private.transaction_daily_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.transaction_daily_totals TO authenticated;
GRANT SELECT ON TABLE private.transaction_daily_totals TO service_role;

CREATE FUNCTION private.account_flow(type text, counted numeric, to_side boolean) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- to_side: the to_account_id end of a TRANSFER or SAVING, which receives the amount.
  select case
    when account_flow.to_side then account_flow.counted
    when account_flow.type = 'INCOME' then account_flow.counted
    else -account_flow.counted
  end;
$$;

COMMENT ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) IS 'What a row moves in one of its accounts: + its counted amount for an INCOME and at a transfer''s or saving''s to_account_id, - for an EXPENSE, SAVING or TRANSFER at account_id.';

REVOKE ALL ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) TO authenticated;
GRANT ALL ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) TO service_role;

CREATE FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- Only COMPLETED, MODIFIED or no status count; MODIFIED with actual_amount uses it; <= 0 skipped.
  select case
    when counted_amount.execution_status is not null
      and counted_amount.execution_status not in ('COMPLETED', 'MODIFIED') then 0
    when counted_amount.execution_status = 'MODIFIED' and counted_amount.actual_amount is not null then
      greatest(counted_amount.actual_amount, 0)
    else greatest(counted_amount.amount, 0)
  end;
$$;

COMMENT ON FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) IS 'The one definition of what a transaction counts in the balance: status COMPLETED, MODIFIED or null; MODIFIED with actual_amount counts that, otherwise amount; <= 0 counts nothing. A row counts in the balance of its own day and every later day.';

GRANT ALL ON FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) TO service_role;

CREATE FUNCTION private.free_links(row_data jsonb, owner uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  link record;
  taken boolean;
  result jsonb := row_data;
begin
  for link in select l.link_column from private.transaction_links() l loop
    continue when row_data ->> link.link_column is null;
    execute format(
      'select not exists (select 1 from public.transactions s where s.id = $1 and s.user_id = $2)
          or exists (select 1 from public.transactions c where c.user_id = $2 and c.%I = $1)',
      link.link_column
    ) into taken using (row_data ->> link.link_column)::uuid, free_links.owner;
    if taken then
      result := result || jsonb_build_object(link.link_column, null);
    end if;
  end loop;
  return result;
end;
$_$;

REVOKE ALL ON FUNCTION private.free_links(row_data jsonb, owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.free_links(row_data jsonb, owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.free_links(row_data jsonb, owner uuid) TO service_role;

CREATE FUNCTION private.linked_ids(transaction_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  link record;
  ids uuid[];
  result jsonb := '{}';
begin
  for link in select l.link_column, l.snapshot_key from private.transaction_links() l loop
    execute format(
      'select coalesce(array_agg(t.id order by t.id), ''{}'') from public.transactions t where t.%I = $1 and t.user_id = $2',
      link.link_column
    ) into ids using linked_ids.transaction_id, (select auth.uid());
    result := result || jsonb_build_object(link.snapshot_key, to_jsonb(ids));
  end loop;
  return result;
end;
$_$;

REVOKE ALL ON FUNCTION private.linked_ids(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.linked_ids(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.linked_ids(transaction_id uuid) TO service_role;

CREATE FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  link record;
begin
  for link in select l.link_column, l.snapshot_key from private.transaction_links() l loop
    continue when jsonb_typeof(snapshot -> link.snapshot_key) is distinct from 'array';
    execute format(
      'update public.transactions t
       set %1$I = $1
       where t.id = (
         select c.id from public.transactions c
         where c.%1$I is null
           and c.id in (select value::uuid from pg_catalog.jsonb_array_elements_text($3))
         order by c.id
         limit 1
       )
         and not exists (select 1 from public.transactions o where o.user_id = $2 and o.%1$I = $1)',
      link.link_column
    ) using relink.restored_id, relink.owner, snapshot -> link.snapshot_key;
  end loop;
end;
$_$;

REVOKE ALL ON FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) TO service_role;

CREATE FUNCTION private.signed_counted_amount(type text, execution_status text, amount numeric, actual_amount numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- The row's income-minus-spending: income +, expense and saving -, a transfer 0.
  select case signed_counted_amount.type when 'INCOME' then 1 when 'TRANSFER' then 0 else -1 end
    * private.counted_amount(signed_counted_amount.execution_status, signed_counted_amount.amount, signed_counted_amount.actual_amount);
$$;

GRANT ALL ON FUNCTION private.signed_counted_amount(type text, execution_status text, amount numeric, actual_amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.signed_counted_amount(type text, execution_status text, amount numeric, actual_amount numeric) TO service_role;

CREATE FUNCTION private.sync_account_daily_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Definer: the caller may read its days and months but not write them; only this trigger does.
  -- Each branch adds what the statement's rows move per (user, account, day) to the days, and the
  -- same changes summed per month to the months.
  if tg_op in ('UPDATE', 'DELETE') then
    with f as (
      select f.user_id, f.account_id, f.date, -sum(f.flow) as flow, -count(*) as row_count
      from (
        select o.user_id, o.account_id, o.date, private.account_flow(o.type, o.counted_amount, false) as flow from old_rows o
        union all
        select o.user_id, o.to_account_id, o.date, private.account_flow(o.type, o.counted_amount, true) from old_rows o
        where o.to_account_id is not null
      ) f
      -- A user being deleted: the cascade from auth.users takes their totals too, perhaps already.
      where exists (select 1 from auth.users u where u.id = f.user_id)
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    with f as (
      select f.user_id, f.account_id, f.date, sum(f.flow) as flow, count(*) as row_count
      from (
        select n.user_id, n.account_id, n.date, private.account_flow(n.type, n.counted_amount, false) as flow from new_rows n
        union all
        select n.user_id, n.to_account_id, n.date, private.account_flow(n.type, n.counted_amount, true) from new_rows n
        where n.to_account_id is not null
      ) f
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.account_daily_totals d
    where d.row_count = 0
      and d.user_id in (select distinct o.user_id from old_rows o)
      and d.date in (select distinct o.date from old_rows o);
    delete from private.account_monthly_totals m
    where m.row_count = 0
      and m.user_id in (select distinct o.user_id from old_rows o)
      and m.month in (select distinct date_trunc('month', o.date::timestamp)::date from old_rows o);
  end if;
  return null;
end;
$$;

CREATE FUNCTION private.sync_transaction_daily_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Definer: the caller may read its daily totals but not write them; only this trigger does.
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count, income, expenses, savings)
    select o.user_id, o.date,
      -sum(private.signed_counted_amount(o.type, o.execution_status, o.amount, o.actual_amount)),
      -count(*),
      -coalesce(sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount)) filter (where o.type = 'INCOME'), 0),
      -coalesce(sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount)) filter (where o.type = 'EXPENSE'), 0),
      -coalesce(sum(private.counted_amount(o.execution_status, o.amount, o.actual_amount)) filter (where o.type = 'SAVING'), 0)
    from old_rows o
    -- A user being deleted: the cascade from auth.users takes their totals too, perhaps already.
    where exists (select 1 from auth.users u where u.id = o.user_id)
    group by o.user_id, o.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count,
        income = d.income + excluded.income, expenses = d.expenses + excluded.expenses,
        savings = d.savings + excluded.savings;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.transaction_daily_totals as d (user_id, date, total, row_count, income, expenses, savings)
    select n.user_id, n.date,
      sum(private.signed_counted_amount(n.type, n.execution_status, n.amount, n.actual_amount)),
      count(*),
      coalesce(sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount)) filter (where n.type = 'INCOME'), 0),
      coalesce(sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount)) filter (where n.type = 'EXPENSE'), 0),
      coalesce(sum(private.counted_amount(n.execution_status, n.amount, n.actual_amount)) filter (where n.type = 'SAVING'), 0)
    from new_rows n
    group by n.user_id, n.date
    on conflict (user_id, date) do update
      set total = d.total + excluded.total, row_count = d.row_count + excluded.row_count,
        income = d.income + excluded.income, expenses = d.expenses + excluded.expenses,
        savings = d.savings + excluded.savings;
  end if;
  -- Days left without transactions go away, so the table stays as small as the calendar used.
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.transaction_daily_totals d
    using (select distinct o.user_id, o.date from old_rows o) gone
    where d.user_id = gone.user_id and d.date = gone.date and d.row_count = 0;
  end if;
  return null;
end;
$$;

CREATE FUNCTION private.transaction_links() RETURNS TABLE(link_column text, snapshot_key text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values ('copied_from_id', 'copy_ids'), ('postponed_from_id', 'postponed_ids');
$$;

REVOKE ALL ON FUNCTION private.transaction_links() FROM PUBLIC;
GRANT ALL ON FUNCTION private.transaction_links() TO authenticated;
GRANT ALL ON FUNCTION private.transaction_links() TO service_role;

CREATE FUNCTION private.transactions_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  goes_to text;
begin
  -- The writer's default account when none is named (row-level security: only the writer's own).
  if new.account_id is null then
    select a.id into new.account_id
    from public.user_accounts a
    where a.user_id = new.user_id and a.is_default;
  end if;

  if new.type = 'TRANSFER' then
    new.category := 'TRANSFER';
  end if;
  if new.to_account_id is not null and new.to_account_id = new.account_id then
    raise exception 'a transfer needs two different accounts'
      using errcode = 'check_violation', hint = 'TRANSFER_SAME_ACCOUNT';
  end if;
  if new.type = 'SAVING' and new.to_account_id is not null then
    select a.account_type into goes_to
    from public.user_accounts a
    where a.id = new.to_account_id and a.user_id = new.user_id;
    if goes_to is not null and goes_to not in ('SAVINGS', 'INVESTMENT') then
      raise exception 'a saving goes to a savings or investment account'
        using errcode = 'check_violation', hint = 'SAVING_ACCOUNT_INVALID';
    end if;
  end if;

  -- Dates against status, checked when a row is written or its date or status changes.
  if tg_op = 'INSERT' or new.date is distinct from old.date or new.execution_status is distinct from old.execution_status then
    if new.execution_status in ('COMPLETED', 'MODIFIED') and new.date > private.bucharest_today() then
      raise exception 'a done transaction cannot be dated after today'
        using errcode = 'check_violation', hint = 'DONE_IN_FUTURE';
    end if;
    if new.execution_status is null and not new.recurring and new.recurring_rule_id is null
       and new.date > (private.bucharest_today() + interval '1 year')::date then
      raise exception 'a planned transaction can be dated at most a year ahead'
        using errcode = 'check_violation', hint = 'PLANNED_TOO_FAR';
    end if;
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.transactions_before_write() IS 'Before a transaction is written: the default account when none is named, a transfer''s fixed category, two different accounts, a saving''s target account type, and the dates a done or planned row may have.';

CREATE TABLE public.transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    account_id uuid,
    type text NOT NULL,
    amount numeric NOT NULL,
    actual_amount numeric,
    planned_amount numeric,
    execution_status text,
    date date NOT NULL,
    category text NOT NULL,
    subcategory text,
    description text,
    recurring boolean DEFAULT false NOT NULL,
    frequency text DEFAULT 'NONE'::text NOT NULL,
    recurring_rule_id uuid,
    currency text DEFAULT private.default_currency() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    counted_amount numeric GENERATED ALWAYS AS (private.counted_amount(execution_status, amount, actual_amount)) STORED NOT NULL,
    copied_from_id uuid,
    copy_batch_id uuid,
    unplanned boolean DEFAULT false NOT NULL,
    postponed_from_id uuid,
    to_account_id uuid,
    CONSTRAINT transactions_actual_amount_check CHECK (((actual_amount >= (0)::numeric) AND (actual_amount <= (1000000)::numeric) AND (actual_amount = round(actual_amount, 3)))),
    CONSTRAINT transactions_amount_check CHECK (((amount > (0)::numeric) AND (amount <= (1000000)::numeric) AND (amount = round(amount, 3)))),
    CONSTRAINT transactions_category_check CHECK (((length(category) >= 1) AND (length(category) <= 100))),
    CONSTRAINT transactions_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT transactions_currency_check CHECK ((currency = ANY (ARRAY['RON'::text, 'EUR'::text, 'USD'::text, 'GBP'::text]))),
    CONSTRAINT transactions_date_range_check CHECK (private.is_app_date(date)),
    CONSTRAINT transactions_description_check CHECK (((length(description) >= 1) AND (length(description) <= 1000))),
    CONSTRAINT transactions_execution_status_check CHECK ((execution_status = ANY (ARRAY['COMPLETED'::text, 'MODIFIED'::text, 'SKIPPED'::text]))),
    CONSTRAINT transactions_frequency_check CHECK ((frequency = ANY (ARRAY['NONE'::text, 'DAILY'::text, 'WEEKLY'::text, 'MONTHLY'::text, 'YEARLY'::text]))),
    CONSTRAINT transactions_planned_amount_check CHECK (((planned_amount >= (0)::numeric) AND (planned_amount <= (1000000)::numeric) AND (planned_amount = round(planned_amount, 3)))),
    CONSTRAINT transactions_recurring_frequency_check CHECK (((NOT recurring) OR (frequency <> 'NONE'::text))),
    CONSTRAINT transactions_subcategory_check CHECK (((length(subcategory) >= 1) AND (length(subcategory) <= 100))),
    CONSTRAINT transactions_to_account_check CHECK (((to_account_id IS NULL) OR (type = ANY (ARRAY['TRANSFER'::text, 'SAVING'::text])))),
    CONSTRAINT transactions_transfer_check CHECK (((type <> 'TRANSFER'::text) OR ((account_id IS NOT NULL) AND (to_account_id IS NOT NULL) AND (category = 'TRANSFER'::text) AND (subcategory IS NULL) AND (NOT unplanned) AND (NOT recurring) AND (recurring_rule_id IS NULL)))),
    CONSTRAINT transactions_transfer_same_account_check CHECK (((to_account_id IS NULL) OR (to_account_id <> account_id))),
    CONSTRAINT transactions_type_check CHECK ((type = ANY (ARRAY['INCOME'::text, 'EXPENSE'::text, 'SAVING'::text, 'TRANSFER'::text]))),
    CONSTRAINT transactions_unplanned_check CHECK (((NOT unplanned) OR ((NOT (execution_status IS DISTINCT FROM 'COMPLETED'::text)) AND (NOT recurring) AND (recurring_rule_id IS NULL)))),
    CONSTRAINT transactions_updated_at_range_check CHECK (private.is_app_timestamp(updated_at))
);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_account_id_fkey FOREIGN KEY (account_id, user_id) REFERENCES public.user_accounts(id, user_id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_copied_from_id_fkey FOREIGN KEY (copied_from_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE SET NULL (copied_from_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_postponed_from_id_fkey FOREIGN KEY (postponed_from_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE SET NULL (postponed_from_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_recurring_rule_id_fkey FOREIGN KEY (recurring_rule_id, user_id) REFERENCES public.recurring_rules(id, user_id) ON DELETE SET NULL (recurring_rule_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_to_account_id_fkey FOREIGN KEY (to_account_id, user_id) REFERENCES public.user_accounts(id, user_id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX transactions_account_id_idx ON public.transactions USING btree (account_id);

CREATE INDEX transactions_recurring_rule_id_idx ON public.transactions USING btree (recurring_rule_id);

CREATE INDEX transactions_to_account_id_idx ON public.transactions USING btree (to_account_id) WHERE (to_account_id IS NOT NULL);

CREATE INDEX transactions_user_id_account_id_date_idx ON public.transactions USING btree (user_id, account_id, date DESC, id DESC);

CREATE INDEX transactions_user_id_amount_idx ON public.transactions USING btree (user_id, amount, id);

CREATE INDEX transactions_user_id_balance_idx ON public.transactions USING btree (user_id, type) INCLUDE (execution_status, amount, actual_amount);

CREATE INDEX transactions_user_id_category_idx ON public.transactions USING btree (user_id, category, subcategory);

CREATE UNIQUE INDEX transactions_user_id_copied_from_id_key ON public.transactions USING btree (user_id, copied_from_id) WHERE (copied_from_id IS NOT NULL);

CREATE INDEX transactions_user_id_copy_batch_id_idx ON public.transactions USING btree (user_id, copy_batch_id) WHERE (copy_batch_id IS NOT NULL);

CREATE INDEX transactions_user_id_date_idx ON public.transactions USING btree (user_id, date DESC, id DESC);

CREATE INDEX transactions_user_id_pending_plan_date_idx ON public.transactions USING btree (user_id, date) WHERE ((execution_status IS NULL) AND (NOT unplanned));

CREATE UNIQUE INDEX transactions_user_id_postponed_from_id_key ON public.transactions USING btree (user_id, postponed_from_id) WHERE (postponed_from_id IS NOT NULL);

COMMENT ON TABLE public.transactions IS 'Incomes, expenses and savings of a user; planned (status null) or executed.';

COMMENT ON COLUMN public.transactions.counted_amount IS 'What the row counts in the balance and the month grid: private.counted_amount(execution_status, amount, actual_amount), stored when the row is written.';

COMMENT ON COLUMN public.transactions.copied_from_id IS 'The row this one was copied from by copy_previous_month_plan (same user); null otherwise or once the source is deleted.';

COMMENT ON COLUMN public.transactions.copy_batch_id IS 'The copy_previous_month_plan call that created this row: its undo deletes the rows of the batch.';

COMMENT ON COLUMN public.transactions.unplanned IS 'True for a spontaneous item of the daily page (no plan behind it): always COMPLETED and one-off.';

COMMENT ON COLUMN public.transactions.postponed_from_id IS 'The SKIPPED row this pending copy was postponed from by postpone_transaction (same user); null otherwise or once the source is deleted.';

COMMENT ON COLUMN public.transactions.to_account_id IS 'The account a TRANSFER reaches, or the savings or investment account a SAVING goes to; null otherwise.';

ALTER TABLE public.transactions ENABLE ROW LEVEL SECURITY;

CREATE POLICY "transactions: users add transactions for themselves" ON public.transactions FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "transactions: users change their own transactions" ON public.transactions FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "transactions: users delete their own transactions" ON public.transactions FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "transactions: users read their own transactions" ON public.transactions FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.transactions TO anon;
GRANT ALL ON TABLE public.transactions TO authenticated;
GRANT ALL ON TABLE public.transactions TO service_role;

-- The rule a series is created from is its first row (recurrence.sql creates the table before
-- this one exists).
ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_transaction_id_fkey FOREIGN KEY (transaction_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE CASCADE DEFERRABLE;

CREATE FUNCTION public.delete_transaction(transaction_id uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  deleted public.transactions;
  anchored public.recurring_rules;
  linked uuid[] := '{}';
  links jsonb;
begin
  select r.* into anchored
  from public.recurring_rules r
  where r.transaction_id = delete_transaction.transaction_id;
  if anchored.id is not null then
    select coalesce(array_agg(t.id order by t.date, t.id), '{}') into linked
    from public.transactions t
    where t.recurring_rule_id = anchored.id and t.id <> delete_transaction.transaction_id;
  end if;
  -- Read before the delete, which clears these rows' links.
  links := private.linked_ids(delete_transaction.transaction_id);

  delete from public.transactions t
  where t.id = delete_transaction.transaction_id
  returning t.* into deleted;
  -- RLS hides other users' rows: theirs are "not found" like a missing one.
  if deleted.id is null then
    raise exception 'transaction not found: %', delete_transaction.transaction_id using errcode = 'PT404';
  end if;

  return jsonb_build_object(
    'transaction', to_jsonb(deleted),
    'rule', case when anchored.id is null then null else to_jsonb(anchored) end,
    'linked_transaction_ids', to_jsonb(linked)
  ) || links;
end;
$$;

COMMENT ON FUNCTION public.delete_transaction(transaction_id uuid) IS 'Deletes one transaction of the caller; returns {transaction, rule, linked_transaction_ids, copy_ids, postponed_ids} for an undo.';

REVOKE ALL ON FUNCTION public.delete_transaction(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_transaction(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.delete_transaction(transaction_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.delete_transaction(transaction_id uuid) FROM anon;

CREATE FUNCTION public.restore_transaction(snapshot jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  row_data jsonb := snapshot -> 'transaction';
  restored public.transactions;
  anchored public.recurring_rules;
  columns text;
begin
  if jsonb_typeof(row_data) is distinct from 'object' then
    raise exception 'snapshot.transaction must be an object' using errcode = 'invalid_parameter_value';
  end if;
  restored := jsonb_populate_record(null::public.transactions, row_data);
  row_data := private.free_links(row_data, restored.user_id);

  if jsonb_typeof(snapshot -> 'rule') = 'object' then
    anchored := jsonb_populate_record(null::public.recurring_rules, snapshot -> 'rule');
    set constraints public.recurring_rules_transaction_id_fkey deferred;
    insert into public.recurring_rules select anchored.*;
  end if;

  -- Every column of the row but the generated ones, which the database computes again.
  select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.transactions'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
  execute format('insert into public.transactions (%1$s) select %1$s from jsonb_populate_record(null::public.transactions, $1)', columns)
    using row_data;

  if anchored.id is not null then
    update public.transactions t
    set recurring_rule_id = anchored.id
    where t.recurring_rule_id is null
      and t.id in (select value::uuid from jsonb_array_elements_text(coalesce(snapshot -> 'linked_transaction_ids', '[]')));
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  end if;

  perform private.relink(restored.id, restored.user_id, snapshot);
end;
$_$;

COMMENT ON FUNCTION public.restore_transaction(snapshot jsonb) IS 'Undo of delete_transaction: puts back the row, the rule it anchored, the links of that rule''s occurrences, of the row''s copy and of its postponed copy.';

REVOKE ALL ON FUNCTION public.restore_transaction(snapshot jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_transaction(snapshot jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.restore_transaction(snapshot jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.restore_transaction(snapshot jsonb) FROM anon;

CREATE TRIGGER transactions_account_totals_after_delete AFTER DELETE ON public.transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_account_daily_totals();

CREATE TRIGGER transactions_account_totals_after_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_account_daily_totals();

CREATE TRIGGER transactions_account_totals_after_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_account_daily_totals();

CREATE TRIGGER transactions_before_write BEFORE INSERT OR UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION private.transactions_before_write();

CREATE TRIGGER transactions_daily_totals_after_delete AFTER DELETE ON public.transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_transaction_daily_totals();

CREATE TRIGGER transactions_daily_totals_after_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_transaction_daily_totals();

CREATE TRIGGER transactions_daily_totals_after_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_transaction_daily_totals();

CREATE TRIGGER transactions_set_updated_at BEFORE UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

-- ======== supabase/schemas/07_balance.sql ========

-- The one balance rule (issue 22 point 2): which accounts count in the available balance and
-- from which day (counted_accounts), what the counted rows moved per day (available_flows) or over
-- a range (account_flow_between, read from the month totals), the available balance on a day, the
-- running balance within a day, and the two public readers: get_available_balance (the header and
-- its panel) and get_account_balances (each account's own balance). Every screen reads these.

CREATE FUNCTION private.account_flow_between(owner uuid, account uuid, from_day date, to_day date) RETURNS numeric
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- What one account's rows moved over the days [from_day, to_day] (account null: the rows without
  -- an account): the whole months from from_day's month to to_day's month, less the days of those
  -- two months outside the range. Years of history cost their months, not their days.
  select case when account_flow_between.from_day > account_flow_between.to_day then 0 else
    coalesce((
      select sum(m.flow) from private.account_monthly_totals m
      where m.user_id = account_flow_between.owner
        and (m.account_id = account_flow_between.account or (account_flow_between.account is null and m.account_id is null))
        and m.month between date_trunc('month', account_flow_between.from_day::timestamp)::date and date_trunc('month', account_flow_between.to_day::timestamp)::date
    ), 0)
    - coalesce((
      select sum(d.flow) from private.account_daily_totals d
      where d.user_id = account_flow_between.owner
        and (d.account_id = account_flow_between.account or (account_flow_between.account is null and d.account_id is null))
        and d.date >= date_trunc('month', account_flow_between.from_day::timestamp)::date and d.date < account_flow_between.from_day
    ), 0)
    - coalesce((
      select sum(d.flow) from private.account_daily_totals d
      where d.user_id = account_flow_between.owner
        and (d.account_id = account_flow_between.account or (account_flow_between.account is null and d.account_id is null))
        and d.date > account_flow_between.to_day and d.date < (date_trunc('month', account_flow_between.to_day::timestamp) + interval '1 month')::date
    ), 0)
  end;
$$;

COMMENT ON FUNCTION private.account_flow_between(owner uuid, account uuid, from_day date, to_day date) IS 'What one account''s rows moved over [from_day, to_day] (the sum of its private.account_daily_totals days), read from the month totals and the days at the two ends.';

REVOKE ALL ON FUNCTION private.account_flow_between(owner uuid, account uuid, from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.account_flow_between(owner uuid, account uuid, from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.account_flow_between(owner uuid, account uuid, from_day date, to_day date) TO service_role;

CREATE FUNCTION private.counted_accounts() RETURNS TABLE(account_id uuid, start_day date, initial_balance numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
  -- Row-level security of user_accounts applies too: only the caller's accounts are read.
  with owner as (select private.balance_start_date((select auth.uid())) as start_day)
  select a.id, greatest(coalesce(a.balance_start_date, '-infinity'::date), o.start_day), a.initial_balance
  from public.user_accounts a cross join owner o
  where a.user_id = (select auth.uid()) and a.is_active and a.included_in_total
  union all
  -- The rows without an account (a user with no account at all).
  select null::uuid, o.start_day, 0 from owner o;
$$;

COMMENT ON FUNCTION private.counted_accounts() IS 'The caller''s accounts counted in the available balance (active, included in the total) with the day their rows start to count and their initial balance; plus a row for rows without an account.';

REVOKE ALL ON FUNCTION private.counted_accounts() FROM PUBLIC;
GRANT ALL ON FUNCTION private.counted_accounts() TO authenticated;
GRANT ALL ON FUNCTION private.counted_accounts() TO service_role;

CREATE FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- from_start / to_start: the balance start of the row's account and to-account when counted in
  -- the total (private.counted_accounts), null when not.
  select case when row_available_delta.on_day >= row_available_delta.from_start
      then private.account_flow(row_available_delta.type, row_available_delta.counted, false) else 0 end
    + case when row_available_delta.on_day >= row_available_delta.to_start
      then private.account_flow(row_available_delta.type, row_available_delta.counted, true) else 0 end;
$$;

COMMENT ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) IS 'What one row moves the available balance by, given the balance starts of its counted accounts (null: not counted): the running balance within a day.';

REVOKE ALL ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) TO authenticated;
GRANT ALL ON FUNCTION private.row_available_delta(type text, counted numeric, on_day date, from_start date, to_start date) TO service_role;

CREATE FUNCTION public.get_account_balances(as_of date DEFAULT NULL::date) RETURNS TABLE(account_id uuid, balance numeric, balance_start date, counted boolean)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  start_day date := private.balance_start_date(uid);
  on_day date := coalesce(get_account_balances.as_of, private.bucharest_today());
begin
  -- The user's start and the day are read once, into variables: written inline they were
  -- evaluated again for every row read.
  return query
  select a.id,
    a.initial_balance + private.account_flow_between(uid, a.id, greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day), on_day),
    case when pg_catalog.isfinite(greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day))
      then greatest(coalesce(a.balance_start_date, '-infinity'::date), start_day) end,
    a.is_active and a.included_in_total
  from public.user_accounts a
  where a.user_id = uid;
end;
$$;

COMMENT ON FUNCTION public.get_account_balances(as_of date) IS 'Each of the caller''s accounts with its balance at the end of as_of (default: today in Europe/Bucharest): initial balance plus what its rows moved from its balance start; counted: part of the available balance.';

REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO authenticated;
GRANT ALL ON FUNCTION public.get_account_balances(as_of date) TO service_role;
REVOKE ALL ON FUNCTION public.get_account_balances(as_of date) FROM anon;

CREATE FUNCTION public.get_available_balance(as_of date DEFAULT NULL::date) RETURNS TABLE(total_income numeric, total_expenses numeric, total_savings numeric, available_balance numeric, balances_set boolean)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  on_day date := coalesce(get_available_balance.as_of, private.bucharest_today());
  from_day date;
begin
  if not pg_catalog.isfinite(on_day) then
    raise exception 'invalid as_of: a calendar day is required' using errcode = 'invalid_parameter_value';
  end if;
  -- The month's lines (spec point 2): its counted income, expenses and savings through as_of,
  -- from the balance start date when that is later than the month's first day.
  from_day := greatest((on_day - (extract(day from on_day)::integer - 1)), private.balance_start_date(uid));
  return query
  with totals as (
    select
      coalesce(sum(d.income), 0) as income,
      coalesce(sum(d.expenses), 0) as expenses,
      coalesce(sum(d.savings), 0) as savings
    from private.transaction_daily_totals d
    where d.user_id = uid and d.date >= from_day and d.date <= on_day
  )
  select t.income, t.expenses, t.savings, private.available_balance(on_day),
    -- Set once every counted account has its balance start (the first-run card answered).
    not exists (
      select 1 from public.user_accounts a
      where a.user_id = uid and a.is_active and a.included_in_total and a.balance_start_date is null
    )
  from totals t;
end;
$$;

COMMENT ON FUNCTION public.get_available_balance(as_of date) IS 'Bani Disponibili on day as_of (default: today in Europe/Bucharest) by the one balance rule (private.available_balance), the month''s counted income, expenses and savings through as_of, and whether every counted account has its starting balance set.';

REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO authenticated;
GRANT ALL ON FUNCTION public.get_available_balance(as_of date) TO service_role;
REVOKE ALL ON FUNCTION public.get_available_balance(as_of date) FROM anon;

CREATE FUNCTION private.available_balance(on_day date) RETURNS numeric
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Each counted account: its initial balance plus what its rows moved from its balance start
  -- through on_day; the same sums as private.available_flows over those days.
  select coalesce(sum(c.initial_balance + private.account_flow_between((select auth.uid()), c.account_id, c.start_day, available_balance.on_day)), 0)
  from private.counted_accounts() c;
$$;

CREATE FUNCTION private.available_flows(from_day date, to_day date) RETURNS TABLE(date date, flow numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'on'
    AS $$
  -- Each counted account's days from its balance start: an index-only range scan per account
  -- (the key includes flow); the rows without an account join counted_accounts' null row.
  with c as materialized (select ca.account_id, ca.start_day from private.counted_accounts() ca)
  select d.date, d.flow
  from c
  join private.account_daily_totals d on d.account_id = c.account_id
  where d.user_id = (select auth.uid())
    and d.date between available_flows.from_day and available_flows.to_day
    and d.date >= c.start_day
  union all
  select d.date, d.flow
  from c
  join private.account_daily_totals d on d.account_id is null
  where c.account_id is null and d.user_id = (select auth.uid())
    and d.date between available_flows.from_day and available_flows.to_day
    and d.date >= c.start_day;
$$;

COMMENT ON FUNCTION private.available_flows(from_day date, to_day date) IS 'What the caller''s counted rows moved the available balance by, per counted account and day of [from_day, to_day] (the accounts counted in the total, from their balance start).';

REVOKE ALL ON FUNCTION private.available_flows(from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_flows(from_day date, to_day date) TO service_role;

CREATE FUNCTION private.available_flow_days(from_day date, to_day date) RETURNS TABLE(date date, flow numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f.date, sum(f.flow)
  from private.available_flows(available_flow_days.from_day, available_flow_days.to_day) f
  group by f.date;
$$;

COMMENT ON FUNCTION private.available_flow_days(from_day date, to_day date) IS 'Per day of [from_day, to_day], what the caller''s counted rows moved the available balance by (private.available_flows summed per day).';

REVOKE ALL ON FUNCTION private.available_flow_days(from_day date, to_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_flow_days(from_day date, to_day date) TO authenticated;
GRANT ALL ON FUNCTION private.available_flow_days(from_day date, to_day date) TO service_role;

CREATE FUNCTION private.running_balances(days date[]) RETURNS TABLE(id uuid, running_balance numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with page_days as materialized (
    select distinct d.date from pg_catalog.unnest(running_balances.days) as d(date)
  ),
  counted as materialized (
    -- key: the account, or a zero id for the rows without one, so the joins below are
    -- equalities (hashable).
    select c.account_id, coalesce(c.account_id, '00000000-0000-0000-0000-000000000000'::uuid) as key,
      c.start_day, c.initial_balance
    from private.counted_accounts() c
  ),
  same_day as (
    -- Every row of the user on the page's days (filtered or not: the balance is the ledger's),
    -- what it moved the available balance by, summed within its day in id order.
    select s.id, s.date, sum(private.row_available_delta(s.type, s.counted_amount, s.date, cs.start_day, ct.start_day))
      over (partition by s.date order by s.id) as upto
    from public.transactions s
    left join counted cs on cs.key = coalesce(s.account_id, '00000000-0000-0000-0000-000000000000'::uuid)
    left join counted ct on ct.account_id = s.to_account_id
    where s.user_id = (select auth.uid())
      -- The range lets the index scan only the page's span (a date-sorted page: its own days).
      and s.date between (select min(pd.date) from page_days pd) and (select max(pd.date) from page_days pd)
      and s.date in (select pd.date from page_days pd)
  ),
  days as (
    -- The available balance before each day of the page: the counted accounts' initial
    -- balances plus what the counted rows of every earlier day moved (the one rule, per day).
    select g.date,
      (select coalesce(sum(c.initial_balance), 0) from counted c) + sum(g.flow) over (order by g.date) - g.flow as before_day
    from (
      select u.date, sum(u.flow) as flow
      from (
        select f.date, f.flow from private.available_flow_days('-infinity', (select max(pd.date) from page_days pd)) f
        union all
        select pd.date, 0 from page_days pd
      ) u
      group by u.date
    ) g
  )
  select sd.id, dy.before_day + sd.upto
  from same_day sd
  join days dy on dy.date = sd.date;
$$;

COMMENT ON FUNCTION private.running_balances(days date[]) IS 'The available balance after each of the caller''s rows dated on one of days, in ledger order (date, id), by the one balance rule: the list''s and the export''s running balance.';

REVOKE ALL ON FUNCTION private.running_balances(days date[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.running_balances(days date[]) TO authenticated;
GRANT ALL ON FUNCTION private.running_balances(days date[]) TO service_role;

-- ======== supabase/schemas/08_transaction_list.sql ========

-- The transactions list and its exports (spec point 5 'Transactions'): one filter clause for
-- both, pages with the running balance (list_transactions) and the export (export_transactions).

CREATE FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) RETURNS record
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if status is not null and status not in ('COMPLETED', 'MODIFIED', 'SKIPPED', 'PENDING') then
    raise exception 'invalid status: %', status using errcode = 'invalid_parameter_value';
  end if;
  if filter_type is not null and filter_type not in ('INCOME', 'EXPENSE', 'SAVING', 'TRANSFER') then
    raise exception 'invalid type: %', filter_type using errcode = 'invalid_parameter_value';
  end if;
  clause := 't.user_id = $1';
  if filter_type is not null then clause := clause || ' and t.type = $2'; end if;
  if filter_category is not null then clause := clause || ' and t.category = $3'; end if;
  if filter_subcategory is not null then clause := clause || ' and t.subcategory = $4'; end if;
  if date_from is not null then clause := clause || ' and t.date >= $5'; end if;
  if date_to is not null then clause := clause || ' and t.date <= $6'; end if;
  if amount_min is not null then clause := clause || ' and t.amount >= $7'; end if;
  if amount_max is not null then clause := clause || ' and t.amount <= $8'; end if;
  if nullif(btrim(search), '') is not null then
    pattern := '%' || replace(replace(replace(private.fold_text(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    clause := clause || ' and private.fold_text(t.description) like $9';
  end if;
  if status = 'PENDING' then
    clause := clause || ' and t.execution_status is null';
  elsif status is not null then
    clause := clause || ' and t.execution_status = $10';
  end if;
  if filter_account is not null then
    clause := clause || format(' and (t.account_id = %1$s or t.to_account_id = %1$s)', account_param);
  end if;
end;
$_$;

REVOKE ALL ON FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) TO authenticated;
GRANT ALL ON FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) TO service_role;

CREATE FUNCTION public.export_transactions(page_size integer DEFAULT 5000, sort_by text DEFAULT 'date'::text, sort_direction text DEFAULT 'desc'::text, after_date date DEFAULT NULL::date, after_amount numeric DEFAULT NULL::numeric, after_id uuid DEFAULT NULL::uuid, filter_type text DEFAULT NULL::text, filter_category text DEFAULT NULL::text, filter_subcategory text DEFAULT NULL::text, date_from date DEFAULT NULL::date, date_to date DEFAULT NULL::date, amount_min numeric DEFAULT NULL::numeric, amount_max numeric DEFAULT NULL::numeric, search text DEFAULT NULL::text, status text DEFAULT NULL::text, after_category text DEFAULT NULL::text, after_subcategory text DEFAULT NULL::text, after_type text DEFAULT NULL::text, filter_account uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, user_id uuid, account_id uuid, to_account_id uuid, type text, amount numeric, actual_amount numeric, counted_amount numeric, planned_amount numeric, execution_status text, date date, category text, subcategory text, description text, recurring boolean, frequency text, recurring_rule_id uuid, currency text, created_at timestamp with time zone, updated_at timestamp with time zone, running_balance numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'off'
    AS $_$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(export_transactions.sort_direction, 'desc'));
  sort_col text := coalesce(export_transactions.sort_by, 'date');
  cmp text;
  order_clause text;
  where_clause text;
  pattern text;
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9: no page may ask for more rows than that.
  if export_transactions.page_size is null or export_transactions.page_size < 1 or export_transactions.page_size > 10000 then
    raise exception 'invalid paging: page_size must be 1 to 10000' using errcode = 'invalid_parameter_value';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'invalid sort_direction: %', export_transactions.sort_direction using errcode = 'invalid_parameter_value';
  end if;
  order_clause := case sort_col
    when 'date' then format('t.date %1$s, t.id %1$s', dir)
    when 'amount' then format('t.amount %1$s, t.id %1$s', dir)
    -- The list's order (subcategory nulls last in both directions), with the null test as a key
    -- of its own so that the cursor below can compare every key with = and < or >.
    when 'category' then format('t.category %1$s, (t.subcategory is null), coalesce(t.subcategory, '''') %1$s, t.date desc, t.id desc', dir)
    when 'type' then format('t.type %1$s, t.date desc, t.id desc', dir)
  end;
  if order_clause is null then
    raise exception 'invalid sort_by: %', export_transactions.sort_by using errcode = 'invalid_parameter_value';
  end if;
  if export_transactions.after_id is not null
     and ((sort_col in ('date', 'category', 'type') and export_transactions.after_date is null)
       or (sort_col = 'amount' and export_transactions.after_amount is null)
       or (sort_col = 'category' and export_transactions.after_category is null)
       or (sort_col = 'type' and export_transactions.after_type is null)) then
    raise exception 'invalid cursor: after_id needs the sort keys of % too', sort_col using errcode = 'invalid_parameter_value';
  end if;

  select f.clause, f.pattern into where_clause, pattern
  from private.transaction_filter_clause(
    export_transactions.filter_type, export_transactions.filter_category, export_transactions.filter_subcategory,
    export_transactions.date_from, export_transactions.date_to, export_transactions.amount_min, export_transactions.amount_max,
    export_transactions.search, export_transactions.status, export_transactions.filter_account, '$18') f;
  -- The cursor as a row comparison, so the index scan starts right after the previous page.
  cmp := case dir when 'asc' then '>' else '<' end;
  if export_transactions.after_id is not null then
    where_clause := where_clause || case sort_col
      when 'date' then format(' and (t.date, t.id) %s ($11, $13)', cmp)
      when 'amount' then format(' and (t.amount, t.id) %s ($12, $13)', cmp)
      when 'category' then format(
        ' and (t.category %1$s $15 or (t.category = $15 and ((t.subcategory is null) > ($16::text is null)'
        ' or ((t.subcategory is null) = ($16::text is null) and (coalesce(t.subcategory, '''') %1$s coalesce($16::text, '''')'
        ' or (coalesce(t.subcategory, '''') = coalesce($16::text, '''') and (t.date, t.id) < ($11, $13)))))))', cmp)
      when 'type' then format(' and (t.type %s $17 or (t.type = $17 and (t.date, t.id) < ($11, $13)))', cmp)
    end;
  end if;

  return query execute format($q$
    with page as materialized (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $14
    ),
    balances as (
      select r.id, r.running_balance from private.running_balances(array(select distinct p.date from page p)) r
    )
    select t.id, t.user_id, t.account_id, t.to_account_id, t.type, t.amount, t.actual_amount, t.counted_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      b.running_balance
    from page t
    join balances b on b.id = t.id
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, export_transactions.filter_type, export_transactions.filter_category, export_transactions.filter_subcategory,
    export_transactions.date_from, export_transactions.date_to, export_transactions.amount_min, export_transactions.amount_max,
    pattern, export_transactions.status, export_transactions.after_date, export_transactions.after_amount,
    export_transactions.after_id, export_transactions.page_size, export_transactions.after_category,
    export_transactions.after_subcategory, export_transactions.after_type, export_transactions.filter_account;
end;
$_$;

COMMENT ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) IS 'The caller''s transactions for an export, one keyset page at a time (the list''s filters and sort; after_* is the last row of the previous page), each with the running available balance after it (the one balance rule).';

REVOKE ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) TO authenticated;
GRANT ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) TO service_role;
REVOKE ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) FROM anon;

CREATE FUNCTION public.list_transactions(page_size integer DEFAULT 10, page_offset integer DEFAULT 0, sort_by text DEFAULT 'date'::text, sort_direction text DEFAULT 'desc'::text, filter_type text DEFAULT NULL::text, filter_category text DEFAULT NULL::text, filter_subcategory text DEFAULT NULL::text, date_from date DEFAULT NULL::date, date_to date DEFAULT NULL::date, amount_min numeric DEFAULT NULL::numeric, amount_max numeric DEFAULT NULL::numeric, search text DEFAULT NULL::text, status text DEFAULT NULL::text, filter_account uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, user_id uuid, account_id uuid, to_account_id uuid, type text, amount numeric, actual_amount numeric, counted_amount numeric, planned_amount numeric, execution_status text, date date, category text, subcategory text, description text, recurring boolean, frequency text, recurring_rule_id uuid, currency text, created_at timestamp with time zone, updated_at timestamp with time zone, running_balance numeric, total_count bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(list_transactions.sort_direction, 'desc'));
  order_clause text;
  where_clause text;
  pattern text;
  total bigint;
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9: no page may ask for more rows than that.
  if list_transactions.page_size is null or list_transactions.page_size < 1 or list_transactions.page_size > 10000
     or list_transactions.page_offset is null or list_transactions.page_offset < 0 then
    raise exception 'invalid paging: page_size must be 1 to 10000 and page_offset not negative'
      using errcode = 'invalid_parameter_value';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'invalid sort_direction: %', list_transactions.sort_direction using errcode = 'invalid_parameter_value';
  end if;
  order_clause := case coalesce(list_transactions.sort_by, 'date')
    when 'date' then format('t.date %s, t.id %s', dir, dir)
    when 'amount' then format('t.amount %s, t.id %s', dir, dir)
    when 'category' then format('t.category %s, t.subcategory %s nulls last, t.date desc, t.id desc', dir, dir)
    when 'type' then format('t.type %s, t.date desc, t.id desc', dir)
  end;
  if order_clause is null then
    raise exception 'invalid sort_by: %', list_transactions.sort_by using errcode = 'invalid_parameter_value';
  end if;
  select f.clause, f.pattern into where_clause, pattern
  from private.transaction_filter_clause(
    list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    list_transactions.search, list_transactions.status, list_transactions.filter_account, '$14') f;

  if list_transactions.filter_type is null and list_transactions.filter_category is null
     and list_transactions.filter_subcategory is null and list_transactions.amount_min is null
     and list_transactions.amount_max is null and pattern is null and list_transactions.status is null
     and list_transactions.filter_account is null then
    -- Only dates (or nothing) filter: the count is a sum over the daily totals.
    select coalesce(sum(d.row_count), 0)::bigint into total
    from private.transaction_daily_totals d
    where d.user_id = uid
      and (list_transactions.date_from is null or d.date >= list_transactions.date_from)
      and (list_transactions.date_to is null or d.date <= list_transactions.date_to);
  else
    execute 'select count(*) from public.transactions t where ' || where_clause
      into total
      using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
        list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
        pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total,
        list_transactions.filter_account;
  end if;

  return query execute format($q$
    with page as materialized (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $11 offset $12
    ),
    balances as (
      select r.id, r.running_balance from private.running_balances(array(select distinct p.date from page p)) r
    )
    select t.id, t.user_id, t.account_id, t.to_account_id, t.type, t.amount, t.actual_amount, t.counted_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      b.running_balance,
      $13::bigint as total_count
    from page t
    join balances b on b.id = t.id
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total,
    list_transactions.filter_account;
end;
$_$;

COMMENT ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) IS 'One page of the caller''s transactions, filtered (account, type, category, dates, amounts, status, a search folding case and diacritics) and sorted on the server, each with the running available balance after it (the one balance rule, ledger order date, id) and the filtered total_count.';

REVOKE ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) TO authenticated;
GRANT ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) TO service_role;
REVOKE ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) FROM anon;

-- ======== supabase/schemas/09_daily.sql ========

-- The daily page (spec point 5 'Daily'): a day's planned-versus-actual situation with its opening
-- and closing balances, the month's days for the calendar, an unplanned item, postponing and
-- reverting to planned.

CREATE FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text DEFAULT NULL::text, description text DEFAULT NULL::text, account_id uuid DEFAULT NULL::uuid) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  new_id uuid;
begin
  if add_unplanned_transaction.day is null or add_unplanned_transaction.category is null then
    raise exception 'day and category are required' using errcode = 'invalid_parameter_value';
  end if;
  if add_unplanned_transaction.day > current_date + 1 then
    raise exception 'an unplanned item cannot be dated after today'
      using errcode = 'check_violation', hint = 'FUTURE_DATE';
  end if;
  if not private.is_known_category(add_unplanned_transaction.category, add_unplanned_transaction.subcategory) then
    raise exception 'unknown category: %', left(add_unplanned_transaction.category, 100)
      using errcode = 'check_violation', hint = 'UNKNOWN_CATEGORY';
  end if;

  -- account_id null: the caller's default account (transactions_before_write).
  insert into public.transactions (type, amount, date, category, subcategory, description, execution_status, unplanned, account_id)
  values (
    add_unplanned_transaction.type, add_unplanned_transaction.amount, add_unplanned_transaction.day,
    btrim(add_unplanned_transaction.category), nullif(btrim(add_unplanned_transaction.subcategory), ''),
    nullif(btrim(add_unplanned_transaction.description), ''), 'COMPLETED', true, add_unplanned_transaction.account_id
  )
  returning id into new_id;
  return new_id;
end;
$$;

COMMENT ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) IS 'Adds a spontaneous (unplanned, completed) item of the caller on a day up to today, in a category of the caller''s catalogue, in one of the caller''s accounts (default: the default account).';

REVOKE ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.add_unplanned_transaction(day date, type text, amount numeric, category text, subcategory text, description text, account_id uuid) FROM anon;

CREATE FUNCTION public.get_daily_month(month text) RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_daily_month.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
begin
  return json_build_object(
    'month', get_daily_month.month,
    'days', coalesce((
      select json_agg(json_build_array(g.day, g.pending, g.done, g.skipped, g.planned, g.actual) order by g.day)
      from (
        select t.date - first_day + 1 as day,
          count(*) filter (where t.execution_status is null) as pending,
          count(*) filter (where t.execution_status in ('COMPLETED', 'MODIFIED')) as done,
          count(*) filter (where t.execution_status = 'SKIPPED') as skipped,
          coalesce(sum(t.amount) filter (where t.type = 'EXPENSE' and not t.unplanned
            and t.execution_status is distinct from 'SKIPPED'), 0) as planned,
          coalesce(sum(t.counted_amount) filter (where t.type = 'EXPENSE'
            and t.execution_status in ('COMPLETED', 'MODIFIED')), 0) as actual
        from public.transactions t
        where t.user_id = uid and t.date between first_day and last_day and t.type <> 'TRANSFER'
        group by t.date
      ) g
    ), '[]'::json)
  );
end;
$$;

COMMENT ON FUNCTION public.get_daily_month(month text) IS 'The caller''s month (''YYYY-MM'') for the daily calendar and chart: per day with rows [day, pending, done, skipped, planned spending, actual spending].';

REVOKE ALL ON FUNCTION public.get_daily_month(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_daily_month(month text) TO authenticated;
GRANT ALL ON FUNCTION public.get_daily_month(month text) TO service_role;
REVOKE ALL ON FUNCTION public.get_daily_month(month text) FROM anon;

CREATE FUNCTION public.get_daily_situation(day date, today date DEFAULT NULL::date) RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date;
  cutoff date;
  opening numeric;
begin
  if get_daily_situation.day is null or not private.is_app_date(get_daily_situation.day)
     or (get_daily_situation.today is not null and not private.is_app_date(get_daily_situation.today)) then
    raise exception 'invalid day: expected a date from 1900-01-01 to 2199-12-31'
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := get_daily_situation.day - (extract(day from get_daily_situation.day)::integer - 1);
  cutoff := least(get_daily_situation.day, coalesce(get_daily_situation.today, get_daily_situation.day));

  -- The one balance rule at the end of the day before; the day's counted rows close it.
  opening := private.available_balance(get_daily_situation.day - 1);

  return json_build_object(
    'date', get_daily_situation.day,
    'opening_balance', opening,
    'closing_balance', opening + coalesce((
      select f.flow from private.available_flow_days(get_daily_situation.day, get_daily_situation.day) f), 0),
    'items', coalesce((
      select json_agg(json_build_array(t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          case when t.execution_status in ('COMPLETED', 'MODIFIED') then t.counted_amount end,
          t.execution_status, t.unplanned, t.recurring or t.recurring_rule_id is not null,
          t.postponed_from_id, c.date)
        -- Sorted under collation "C" (the grid's reason: the locale's sort cost milliseconds,
        -- and the keys are the catalogue's).
        order by case t.type when 'INCOME' then 1 when 'EXPENSE' then 2 else 3 end,
          t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id)
      from public.transactions t
      left join public.transactions c on c.user_id = uid and c.postponed_from_id = t.id
      -- Transfers move money between accounts; they are not the day's items.
      where t.user_id = uid and t.date = get_daily_situation.day and t.type <> 'TRANSFER'
    ), '[]'::json),
    'overdue', coalesce((
      select json_agg(json_build_array(o.id, o.date, o.type, o.category, o.subcategory, o.description, o.amount,
          null, null, false, o.recurring, o.postponed_from_id, null)
        order by o.date, o.type_order, o.category collate "C", o.subcategory collate "C" nulls first, o.created_at, o.id)
      from (
        select t.id, t.date, t.type, t.category, t.subcategory, t.description, t.amount,
          t.recurring or t.recurring_rule_id is not null as recurring, t.postponed_from_id, t.created_at,
          case t.type when 'INCOME' then 1 when 'EXPENSE' then 2 else 3 end as type_order
        from public.transactions t
        where t.user_id = uid and t.date >= first_day and t.date < cutoff
          and t.execution_status is null and not t.unplanned and t.type <> 'TRANSFER'
        order by t.date, type_order, t.category collate "C", t.subcategory collate "C" nulls first, t.created_at, t.id
        limit 50
      ) o
    ), '[]'::json),
    'overdue_count', (
      select count(*)
      from public.transactions t
      where t.user_id = uid and t.date >= first_day and t.date < cutoff
        and t.execution_status is null and not t.unplanned and t.type <> 'TRANSFER'
    )
  );
end;
$$;

COMMENT ON FUNCTION public.get_daily_situation(day date, today date) IS 'The caller''s day for the daily page: its items as positional arrays [id, date, type, category, subcategory, description, amount, actual, status, unplanned, recurring, postponed_from_id, postponed_to], opening and closing balance (balance rule via private.transaction_daily_totals, from the balance start date) and the pending items of earlier days of its month before today (the oldest 50, and how many in all).';

REVOKE ALL ON FUNCTION public.get_daily_situation(day date, today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_daily_situation(day date, today date) TO authenticated;
GRANT ALL ON FUNCTION public.get_daily_situation(day date, today date) TO service_role;
REVOKE ALL ON FUNCTION public.get_daily_situation(day date, today date) FROM anon;

CREATE FUNCTION public.postpone_transaction(transaction_id uuid) RETURNS json
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  source public.transactions;
  copy_id uuid;
begin
  select t.* into source
  from public.transactions t
  where t.id = postpone_transaction.transaction_id and t.user_id = uid
  for update;
  if source.id is null then
    raise exception 'transaction not found: %', postpone_transaction.transaction_id using errcode = 'PT404';
  end if;
  if source.execution_status is not null or source.unplanned then
    raise exception 'only a pending planned item can be postponed'
      using errcode = 'check_violation', hint = 'NOT_PENDING';
  end if;

  update public.transactions t set execution_status = 'SKIPPED' where t.id = source.id;
  insert into public.transactions (
    user_id, account_id, to_account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, postponed_from_id
  ) values (
    uid, source.account_id, source.to_account_id, source.type, source.amount, source.planned_amount, source.date + 1,
    source.category, source.subcategory, source.description, source.currency, source.id
  )
  returning id into copy_id;

  return json_build_object('id', source.id, 'copy_id', copy_id, 'copy_date', source.date + 1);
end;
$$;

COMMENT ON FUNCTION public.postpone_transaction(transaction_id uuid) IS 'Postpones one pending item of the caller to the next day: the row becomes SKIPPED and a pending copy (postponed_from_id) is written, in one transaction.';

REVOKE ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.postpone_transaction(transaction_id uuid) FROM anon;

CREATE FUNCTION public.revert_to_planned(transaction_id uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  source public.transactions;
  postponed public.transactions;
begin
  select t.* into source
  from public.transactions t
  where t.id = revert_to_planned.transaction_id and t.user_id = uid
  for update;
  if source.id is null then
    raise exception 'transaction not found: %', revert_to_planned.transaction_id using errcode = 'PT404';
  end if;
  if source.unplanned then
    raise exception 'an unplanned item has no plan to return to'
      using errcode = 'check_violation', hint = 'UNPLANNED';
  end if;

  if source.execution_status = 'SKIPPED' then
    select c.* into postponed
    from public.transactions c
    where c.user_id = uid and c.postponed_from_id = source.id
    for update;
    if postponed.id is not null and postponed.execution_status is not null then
      raise exception 'the postponed copy was already acted on'
        using errcode = 'check_violation', hint = 'POSTPONED_COPY_SETTLED';
    end if;
    delete from public.transactions c where c.id = postponed.id;
  end if;

  update public.transactions t
  set execution_status = null, actual_amount = null
  where t.id = source.id and t.execution_status is not null;
end;
$$;

COMMENT ON FUNCTION public.revert_to_planned(transaction_id uuid) IS 'Makes one item of the caller pending again: a completed or modified row loses its status and actual amount; a postponed row also loses its pending copy.';

REVOKE ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.revert_to_planned(transaction_id uuid) FROM anon;

-- ======== supabase/schemas/10_grid.sql ========

-- The monthly planning grid (spec point 5 'Grid'): a month's cells, totals and Sold row
-- (get_month_grid), and copying the previous month's plan.

CREATE FUNCTION public.copy_previous_month_plan(month text) RETURNS TABLE(batch_id uuid, copied integer)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(copy_previous_month_plan.month);
  source_first_day date := (first_day - interval '1 month')::date;
  days_in_month integer := extract(day from first_day + interval '1 month' - interval '1 day')::integer;
  batch uuid := pg_catalog.gen_random_uuid();
  n integer;
begin
  insert into public.transactions as t (
    user_id, account_id, to_account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, copied_from_id, copy_batch_id
  )
  select uid, s.account_id, s.to_account_id, s.type, s.amount, s.planned_amount,
    first_day + (least(extract(day from s.date)::integer, days_in_month) - 1),
    s.category, s.subcategory, s.description, s.currency, s.id, batch
  from public.transactions s
  where s.user_id = uid
    and s.date >= source_first_day and s.date < first_day
    and s.execution_status is null
    and s.recurring_rule_id is null and not s.recurring
    -- Sources with a copy are left out before any row is built (a second click reads, writes
    -- nothing); the conflict clause still settles two calls racing each other.
    and not exists (select 1 from public.transactions c where c.user_id = uid and c.copied_from_id = s.id)
  order by s.date, s.created_at, s.id
  on conflict (user_id, copied_from_id) where copied_from_id is not null do nothing;
  get diagnostics n = row_count;

  return query select batch, n;
end;
$$;

COMMENT ON FUNCTION public.copy_previous_month_plan(month text) IS 'Copies the caller''s pending, non-recurring rows of the month before ''YYYY-MM'' into it (same day, clamped), each source at most once; returns the batch id (the undo deletes its rows) and the number copied.';

REVOKE ALL ON FUNCTION public.copy_previous_month_plan(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.copy_previous_month_plan(month text) TO authenticated;
GRANT ALL ON FUNCTION public.copy_previous_month_plan(month text) TO service_role;
REVOKE ALL ON FUNCTION public.copy_previous_month_plan(month text) FROM anon;

CREATE FUNCTION public.get_month_grid(month text) RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(get_month_grid.month);
  last_day date := (first_day + interval '1 month' - interval '1 day')::date;
  start_day date := private.balance_start_date(uid);
  -- The balance at the end of the previous day, by the one rule (cost follows days, not rows).
  opening numeric := private.available_balance(first_day - 1);
begin

  return (
    with cells as (
      -- Grouped under collation "C": the same groups (equality is bytewise anyway), sorted by
      -- byte instead of by the database's locale, which cost milliseconds at 3,000 rows.
      select t.category collate "C" as category, t.subcategory collate "C" as subcategory, t.type collate "C" as type,
        t.date - first_day + 1 as day, t.execution_status collate "C" as status,
        count(*)::integer as n, sum(t.counted_amount) as value
      from public.transactions t
      -- A transfer is neither income nor expense: it has no line of the grid.
      where t.user_id = uid and t.date between first_day and last_day and t.type <> 'TRANSFER'
      group by 1, 2, 3, t.date, 5
    ),
    lines as (
      -- No order inside a line: a sort per line cost more than the rest of the line, and the
      -- grid places each cell by its day.
      select c.category, c.subcategory, c.type, json_agg(json_build_array(c.day, c.status, c.n, c.value)) as cells
      from cells c
      group by c.category, c.subcategory, c.type
    ),
    days as (
      select g.day::date as date,
        coalesce(d.income, 0) as income, coalesce(d.expenses, 0) as expenses, coalesce(d.savings, 0) as savings,
        coalesce(d.total, 0) as total, coalesce(d.row_count, 0) as row_count,
        -- What the day moves the available balance by (the one rule).
        coalesce(f.flow, 0) as moved
      from pg_catalog.generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as g(day)
      left join private.transaction_daily_totals d
        on d.user_id = uid and d.date = g.day::date and d.date between first_day and last_day
      left join private.available_flow_days(first_day, last_day) f on f.date = g.day::date
    ),
    balances as (
      select dy.*, opening + sum(dy.moved) over (order by dy.date) as balance
      from days dy
    )
    select json_build_object(
      'month', get_month_grid.month,
      'first_day', first_day,
      'days_in_month', extract(day from last_day)::integer,
      'opening_balance', opening,
      'balance_start', case when pg_catalog.isfinite(start_day) then start_day end,
      'rows', coalesce((
        select json_agg(json_build_object('category', l.category, 'subcategory', l.subcategory, 'type', l.type, 'cells', l.cells))
        from lines l), '[]'::json),
      'days', (
        select json_agg(json_build_object('day', b.date - first_day + 1, 'income', b.income,
          'expenses', b.expenses, 'savings', b.savings, 'balance', b.balance) order by b.date)
        from balances b),
      'totals', (
        select json_build_object('income', sum(b.income), 'expenses', sum(b.expenses), 'savings', sum(b.savings),
          'net', sum(b.total), 'closing_balance', opening + sum(b.moved), 'count', sum(b.row_count))
        from balances b)
    )
  );
end;
$$;

COMMENT ON FUNCTION public.get_month_grid(month text) IS 'The caller''s month (''YYYY-MM'') for the grid: per (category, subcategory, type) its cells [day, status, count, value]; per day the counted income, expenses, savings and closing balance; the opening balance, the balance start date (null: none) and month totals. Counted by private.counted_amount; only rows dated from the balance start date move a balance.';

REVOKE ALL ON FUNCTION public.get_month_grid(month text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_month_grid(month text) TO authenticated;
GRANT ALL ON FUNCTION public.get_month_grid(month text) TO service_role;
REVOKE ALL ON FUNCTION public.get_month_grid(month text) FROM anon;

-- ======== supabase/schemas/11_backup.sql ========

-- Backup and restore (spec point 5 'Backup'): the JSON export of a user's data, the staging table
-- a restore's parts are uploaded to, and apply_restore, which writes them in one transaction.

CREATE TABLE public.restore_parts (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    upload_id uuid NOT NULL,
    part integer NOT NULL,
    kind text NOT NULL,
    rows jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT restore_parts_kind_check CHECK ((kind = ANY (ARRAY['user_accounts'::text, 'custom_categories'::text, 'user_settings'::text, 'recurring_rules'::text, 'transactions'::text]))),
    CONSTRAINT restore_parts_part_check CHECK (((part >= 0) AND (part <= 9999))),
    CONSTRAINT restore_parts_rows_check CHECK (((jsonb_typeof(rows) = 'array'::text) AND ((jsonb_array_length(rows) >= 1) AND (jsonb_array_length(rows) <= 10000))))
);

ALTER TABLE ONLY public.restore_parts
    ADD CONSTRAINT restore_parts_pkey PRIMARY KEY (user_id, upload_id, part);

ALTER TABLE ONLY public.restore_parts
    ADD CONSTRAINT restore_parts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE public.restore_parts IS 'Rows of a backup file being restored, staged by the browser until apply_restore writes them in one transaction.';

ALTER TABLE public.restore_parts ENABLE ROW LEVEL SECURITY;

CREATE POLICY "restore_parts: users discard their own parts" ON public.restore_parts FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "restore_parts: users read their own parts" ON public.restore_parts FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "restore_parts: users stage parts for themselves" ON public.restore_parts FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.restore_parts TO authenticated;
GRANT ALL ON TABLE public.restore_parts TO service_role;
REVOKE ALL ON TABLE public.restore_parts FROM anon;
REVOKE UPDATE ON TABLE public.restore_parts FROM authenticated;

CREATE FUNCTION private.backup_row_limit(kind text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case backup_row_limit.kind
    when 'user_accounts' then 10
    when 'custom_categories' then 1
    when 'user_settings' then 1
    when 'recurring_rules' then 150000
    when 'transactions' then 150000
  end
$$;

REVOKE ALL ON FUNCTION private.backup_row_limit(kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.backup_row_limit(kind text) TO authenticated;
GRANT ALL ON FUNCTION private.backup_row_limit(kind text) TO service_role;

CREATE FUNCTION public.apply_restore(upload_id uuid, mode text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
$_$;

COMMENT ON FUNCTION public.apply_restore(upload_id uuid, mode text) IS 'Writes a staged backup of the caller in one transaction (mode replace or add_missing); returns the rows written per table.';

REVOKE ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) TO authenticated;
GRANT ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) TO service_role;
REVOKE ALL ON FUNCTION public.apply_restore(upload_id uuid, mode text) FROM anon;

CREATE FUNCTION public.backup_transactions(after_date date DEFAULT NULL::date, after_id uuid DEFAULT NULL::uuid, page_size integer DEFAULT 10000) RETURNS SETOF public.transactions
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9, as for export_transactions.
  if backup_transactions.page_size is null or backup_transactions.page_size < 1 or backup_transactions.page_size > 10000 then
    raise exception 'invalid paging: page_size must be 1 to 10000' using errcode = 'invalid_parameter_value';
  end if;
  if (backup_transactions.after_date is null) <> (backup_transactions.after_id is null) then
    raise exception 'invalid cursor: after_date and after_id go together' using errcode = 'invalid_parameter_value';
  end if;
  return query
    select t.* from public.transactions t
    where t.user_id = (select auth.uid())
      and (backup_transactions.after_id is null
        or (t.date, t.id) > (backup_transactions.after_date, backup_transactions.after_id))
    order by t.date, t.id
    limit backup_transactions.page_size;
end;
$$;

COMMENT ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) IS 'One page of the caller''s transactions for the backup file, every column, after the (date, id) cursor.';

REVOKE ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) TO authenticated;
GRANT ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) TO service_role;
REVOKE ALL ON FUNCTION public.backup_transactions(after_date date, after_id uuid, page_size integer) FROM anon;

-- ======== supabase/schemas/12_user_data.sql ========

-- Deleting a user's data (the profile's "Șterge datele"): every user table's rows of the caller,
-- in the order their references allow.

CREATE FUNCTION private.delete_user_rows(owner uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  target regclass;
  deleted bigint;
  counts jsonb := '{}';
begin
  -- Rules before transactions and accounts (they point at both), transactions before accounts.
  foreach target in array array[
    'public.recurring_rules', 'public.transactions', 'public.user_accounts', 'public.custom_categories', 'public.user_settings'
  ]::regclass[] loop
    execute format('delete from %s t where t.user_id = $1', target) using delete_user_rows.owner;
    get diagnostics deleted = row_count;
    counts := counts || jsonb_build_object(target::text, deleted);
  end loop;
  return counts;
end;
$_$;

REVOKE ALL ON FUNCTION private.delete_user_rows(owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.delete_user_rows(owner uuid) TO service_role;

CREATE FUNCTION public.delete_user_data() RETURNS TABLE(transactions_deleted bigint, recurring_rules_deleted bigint, accounts_deleted bigint, categories_deleted bigint)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  uid uuid := private.require_user();
  counts jsonb;
begin
  counts := private.delete_user_rows(uid);
  return query select
    (counts ->> 'public.transactions')::bigint,
    (counts ->> 'public.recurring_rules')::bigint,
    (counts ->> 'public.user_accounts')::bigint,
    (counts ->> 'public.custom_categories')::bigint;
end;
$$;

COMMENT ON FUNCTION public.delete_user_data() IS 'Deletes all of the caller''s transactions, recurring rules, accounts, categories and settings; returns the first four counts.';

REVOKE ALL ON FUNCTION public.delete_user_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_user_data() TO authenticated;
GRANT ALL ON FUNCTION public.delete_user_data() TO service_role;
REVOKE ALL ON FUNCTION public.delete_user_data() FROM anon;

