-- Why: the defaultCurrency setting (spec 3 App settings, issue 13 point 4) reached only the
-- transaction form, which sends it with a new one-off transaction; every other way a transaction
-- is written (a cell of the grid, the daily page's unplanned item, a recurring series and its
-- generated occurrences) left currency to the column default 'RON', so a user who budgets in EUR
-- got RON rows from every screen but one. The column default is now the writer's own setting:
-- private.default_currency() reads defaultCurrency from the caller's settings document (RLS:
-- only their own row) and falls back to 'RON' (spec: the default currency is RON) when there is
-- no document, no such key, or no signed-in user (service role, seeding). A value given
-- explicitly still wins, so copies (postpone, plan copy) keep their source's currency and a
-- restore keeps the file's. Amounts are never converted.

create function private.default_currency()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select s.settings ->> 'defaultCurrency'
     from public.user_settings s
     where s.user_id = (select auth.uid())),
    'RON'
  );
$$;

comment on function private.default_currency() is
  'The caller''s defaultCurrency setting (user_settings), or RON: the currency of a transaction written without one.';

revoke execute on function private.default_currency() from public, anon;
grant execute on function private.default_currency() to authenticated, service_role;

alter table public.transactions alter column currency set default private.default_currency();
