-- Accounts in other currencies (issue 26 points 1 and 2): an account's currency is fixed once
-- rows use it; the per-day totals, kept in each user's default currency at the BNR rate of the
-- day (private.refresh_daily_totals), are summed again when a rate arrives or changes and when
-- the user changes the default currency, so they always hold what the rates now say.

CREATE FUNCTION private.user_accounts_keep_currency() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- The account's rows are in its currency: changing it would change what they mean.
  if new.currency is distinct from old.currency and exists (
    select 1 from public.transactions t
    where t.user_id = old.user_id and (t.account_id = old.id or t.to_account_id = old.id)
  ) then
    raise exception 'an account''s currency cannot change once it has transactions'
      using errcode = 'check_violation', hint = 'ACCOUNT_CURRENCY_LOCKED';
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.user_accounts_keep_currency() IS 'Before an account''s currency changes: refused (hint ACCOUNT_CURRENCY_LOCKED) when any transaction is in or goes to the account.';

REVOKE ALL ON FUNCTION private.user_accounts_keep_currency() FROM PUBLIC;

CREATE TRIGGER user_accounts_keep_currency BEFORE UPDATE OF currency ON public.user_accounts FOR EACH ROW EXECUTE FUNCTION private.user_accounts_keep_currency();

CREATE FUNCTION private.exchange_rates_refresh_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer: the service role writes rates; the per-day totals of every user whose figures use
-- them are summed again (only this and the transactions' triggers write them).
declare
  currencies text[];
  from_days date[];
  owners uuid[];
  days date[];
begin
  -- Each changed currency and its first changed day (a transition table exists only for its
  -- statement's kind).
  if tg_op = 'INSERT' then
    select array_agg(c.currency), array_agg(c.from_day) into currencies, from_days
    from (select n.currency, min(n.date) as from_day from new_rows n group by n.currency) c;
  elsif tg_op = 'DELETE' then
    select array_agg(c.currency), array_agg(c.from_day) into currencies, from_days
    from (select o.currency, min(o.date) as from_day from old_rows o group by o.currency) c;
  else
    select array_agg(c.currency), array_agg(c.from_day) into currencies, from_days
    from (
      select u.currency, min(u.date) as from_day
      from (select n.currency, n.date from new_rows n union all select o.currency, o.date from old_rows o) u
      group by u.currency
    ) c;
  end if;
  with touched as (
    -- A day uses a currency's rate from that rate's day on when one of its rows is in it, or when
    -- it is the owner's default currency and a row is in another.
    select distinct t.user_id, t.date
    from public.transactions t
    join unnest(currencies, from_days) as c(currency, from_day) on t.date >= c.from_day
    left join public.user_settings s on s.user_id = t.user_id
    where t.currency <> coalesce(s.settings ->> 'defaultCurrency', 'RON')
      and (t.currency = c.currency or coalesce(s.settings ->> 'defaultCurrency', 'RON') = c.currency)
  )
  select array_agg(x.user_id), array_agg(x.date) into owners, days from touched x;
  if owners is not null then
    perform private.refresh_daily_totals(owners, days);
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.exchange_rates_refresh_totals() IS 'After rates are written, changed or deleted: the per-day totals of the days that convert with them (from each changed rate''s day on) are summed again.';

REVOKE ALL ON FUNCTION private.exchange_rates_refresh_totals() FROM PUBLIC;

CREATE TRIGGER exchange_rates_refresh_totals_after_delete AFTER DELETE ON public.exchange_rates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.exchange_rates_refresh_totals();

CREATE TRIGGER exchange_rates_refresh_totals_after_insert AFTER INSERT ON public.exchange_rates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.exchange_rates_refresh_totals();

CREATE TRIGGER exchange_rates_refresh_totals_after_update AFTER UPDATE ON public.exchange_rates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.exchange_rates_refresh_totals();

CREATE FUNCTION private.user_settings_refresh_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer: the user may read its per-day totals but not write them.
declare
  owners uuid[];
  days date[];
begin
  -- Another default currency: every day of the user's is summed again in it.
  if tg_op = 'INSERT' or (new.settings ->> 'defaultCurrency') is distinct from (old.settings ->> 'defaultCurrency') then
    select array_agg(d.user_id), array_agg(d.date) into owners, days
    from (select distinct t.user_id, t.date from public.transactions t where t.user_id = new.user_id) d;
    if owners is not null then
      perform private.refresh_daily_totals(owners, days);
    end if;
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.user_settings_refresh_totals() IS 'After a user''s settings are written with another defaultCurrency: all their per-day totals are summed again in it.';

REVOKE ALL ON FUNCTION private.user_settings_refresh_totals() FROM PUBLIC;

CREATE TRIGGER user_settings_refresh_totals AFTER INSERT OR UPDATE OF settings ON public.user_settings FOR EACH ROW EXECUTE FUNCTION private.user_settings_refresh_totals();
