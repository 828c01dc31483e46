-- Why: a date column accepted 'infinity', '-infinity' and years like 200000 (Postgres's date
-- type only refuses days that do not exist), and the app cannot show or count such a row. Every
-- date and timestamp column of the user tables now holds a calendar day between 1900-01-01 and
-- 2199-12-31. That is wider than anything the app writes: the form refuses transactions older
-- than 10 years, and recurring rows are generated at most 3650 days ahead. The range is written
-- once, in the two functions below, and every check calls them.

create function private.is_app_date(value date)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select is_app_date.value between date '1900-01-01' and date '2199-12-31';
$$;

create function private.is_app_timestamp(value timestamptz)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select is_app_timestamp.value >= timestamptz '1900-01-01 00:00:00+00'
    and is_app_timestamp.value < timestamptz '2200-01-01 00:00:00+00';
$$;

comment on function private.is_app_date(date) is 'True for a day between 1900-01-01 and 2199-12-31: the dates user rows may hold.';
comment on function private.is_app_timestamp(timestamptz) is 'True for an instant in the days private.is_app_date accepts (UTC).';

-- Every role that writes user rows evaluates these checks, so they may execute the functions.
grant execute on function private.is_app_date(date) to authenticated, service_role;
grant execute on function private.is_app_timestamp(timestamptz) to authenticated, service_role;

alter table public.transactions
  add constraint transactions_date_range_check check (private.is_app_date(date)),
  add constraint transactions_created_at_range_check check (private.is_app_timestamp(created_at)),
  add constraint transactions_updated_at_range_check check (private.is_app_timestamp(updated_at));

alter table public.recurring_rules
  add constraint recurring_rules_start_date_range_check check (private.is_app_date(start_date)),
  add constraint recurring_rules_end_date_range_check check (private.is_app_date(end_date)),
  add constraint recurring_rules_last_generated_date_range_check check (private.is_app_date(last_generated_date)),
  add constraint recurring_rules_created_at_range_check check (private.is_app_timestamp(created_at)),
  add constraint recurring_rules_updated_at_range_check check (private.is_app_timestamp(updated_at));

alter table public.user_accounts
  add constraint user_accounts_balance_start_date_range_check check (private.is_app_date(balance_start_date)),
  add constraint user_accounts_created_at_range_check check (private.is_app_timestamp(created_at)),
  add constraint user_accounts_updated_at_range_check check (private.is_app_timestamp(updated_at));

alter table public.custom_categories
  add constraint custom_categories_created_at_range_check check (private.is_app_timestamp(created_at)),
  add constraint custom_categories_updated_at_range_check check (private.is_app_timestamp(updated_at));
