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
