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
  -- A restore's own writes (apply_restore) keep the time the backup or the snapshot holds.
  if current_setting('buget.restoring', true) is distinct from 'on' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

GRANT ALL ON FUNCTION public.set_updated_at() TO anon;
GRANT ALL ON FUNCTION public.set_updated_at() TO authenticated;
GRANT ALL ON FUNCTION public.set_updated_at() TO service_role;
