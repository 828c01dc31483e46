-- Why: the app settings (spec point 3 'App settings') follow the person, not the browser (issue 13
-- point 5): each user keeps one settings document on the server, read after sign-in by every
-- browser they use, and cached locally only for an instant start. The document is the client's
-- AppSettings (shared-domain/src/schemas/settings.ts) with camelCase keys as the client writes
-- them; a key may be missing (the client fills its default), an unknown key or a bad value is
-- refused. The check below writes the spec point 5 rules the client checks too (validateSettingsPatch):
-- currency, date format, theme, toast position from their lists, autoSaveInterval 5000 to 300000,
-- balanceStartDate a real YYYY-MM-DD day, the switches booleans. The server suite sends every value
-- of the client's lists and one outside each, so it fails when the two differ.
-- Refusals are 23514 (HTTP 400) with the client's code as hint and 'Invalid app settings: {code}'
-- as message, the same words the client rejects an update with.

create table public.user_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  settings jsonb not null default '{}'::jsonb,
  -- Raised by every write: a client can tell which of two answers is newer.
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.user_settings is 'One app-settings document per user (spec point 3 App settings), read by every browser the user signs in on.';

alter table public.user_settings enable row level security;

create policy "user_settings: users read their own settings"
  on public.user_settings for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "user_settings: users add their own settings"
  on public.user_settings for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "user_settings: users change their own settings"
  on public.user_settings for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "user_settings: users delete their own settings"
  on public.user_settings for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger user_settings_set_updated_at
  before update on public.user_settings
  for each row execute function public.set_updated_at();

create function private.check_user_settings()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
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
$$;

revoke execute on function private.check_user_settings() from public;

create trigger user_settings_check_settings
  before insert or update of settings on public.user_settings
  for each row execute function private.check_user_settings();
