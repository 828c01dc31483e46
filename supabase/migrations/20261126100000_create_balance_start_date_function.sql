-- Why: the balance start date (spec point 3 'App settings' balanceStartDate, issue 13 point 4)
-- must move the figures: the accounts' initial balances hold on that day, and only transactions
-- dated on or after it move a balance (the spec's IGNORE handling of earlier transactions; they
-- stay listed and shown in their cells and days). Every balance reader (get_available_balance,
-- get_month_grid, get_daily_situation, get_daily_balances, list_transactions,
-- export_transactions and the running-balance view) reads the day here, once.
--
-- The day is the user's settings document's balanceStartDate (public.user_settings, checked a
-- real YYYY-MM-DD day by private.check_user_settings). A user without a document, or whose
-- document has no such key, has no start: '-infinity', every transaction counts. The client
-- writes the spec's default (the first day of the month of first use) into the document at the
-- first sign-in (settings-sync.ts), so a person signed in through the app always has one; the
-- server invents no default that would move with the calendar.
--
-- The readers filter private.transaction_daily_totals by date when they sum it, rather than the
-- totals leaving out earlier rows: the table keeps what happened on each day (its row counts
-- serve the list's count, its type totals the grid's day lines, which show every row), a change
-- of the setting by any path (save_user_settings or a direct write to user_settings) takes
-- effect at once with nothing to rebuild, and writes to transactions never read the settings.

create function private.balance_start_of(settings jsonb)
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((balance_start_of.settings ->> 'balanceStartDate')::date, '-infinity'::date);
$$;

comment on function private.balance_start_of(jsonb) is
  'The first day whose transactions move a balance, read from a settings document: its balanceStartDate, or -infinity (every day) when it has none.';

revoke execute on function private.balance_start_of(jsonb) from public, anon;
grant execute on function private.balance_start_of(jsonb) to authenticated, service_role;

create function private.balance_start_date(owner uuid)
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  -- Row-level security of user_settings applies: a caller reads only their own document, and
  -- any other user's id gives -infinity. The readers pass the caller's own id.
  select private.balance_start_of((select s.settings from public.user_settings s where s.user_id = balance_start_date.owner));
$$;

comment on function private.balance_start_date(uuid) is
  'The first day whose transactions move the user''s balances (the balanceStartDate setting; -infinity without one). Days before it keep the accounts'' initial balances.';

revoke execute on function private.balance_start_date(uuid) from public, anon;
grant execute on function private.balance_start_date(uuid) to authenticated, service_role;
