-- Why: a function without a pinned search_path resolves unqualified names through the caller's
-- search_path, so a caller who can create objects in a schema earlier on that path could make it
-- run their own function or table instead (Supabase's database linter: function_search_path_
-- mutable). The functions these migrations created or replaced carry `set search_path = ''`
-- already; these five did not. Each body was read: every table, view, type and function it names
-- is schema-qualified (public., private., auth.) or lives in pg_catalog, so an empty path changes
-- nothing in what they do. The server suite's search_path test fails on any function of an app
-- schema created without it from now on.

alter function public.set_updated_at() set search_path = '';
alter function public.delete_user_data() set search_path = '';
alter function public.restore_transaction(jsonb) set search_path = '';
alter function public.get_available_balance() set search_path = '';
alter function public.get_daily_balances(date, date, numeric) set search_path = '';
