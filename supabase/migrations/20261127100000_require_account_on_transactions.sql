-- Why: every transaction belongs to one of the user's accounts (issue 22 point 1). Until now the
-- form sent no account and every stored row had account_id null, so an account's balance could
-- never move. From here:
--   * existing rows get their user's default account;
--   * a row written without an account gets the writer's default account (the form, the daily
--     page's quick add, the grid's new cells and any direct REST write), so the column is set
--     whenever the user has an account; a user with no account at all (every account deleted)
--     keeps null rows, counted in the available balance as before;
--   * the composite key (account_id, user_id) of migration 20261123090000 already refuses
--     another user's account (23503, HTTP 409).
-- Transfers between one's own accounts (issue 22 point 4) are one row of type TRANSFER from
-- account_id to to_account_id; a SAVING may name the savings or investment account it goes to
-- in to_account_id. A transfer's category is the fixed 'TRANSFER' (the column stays not null so
-- every reader keeps a category), never income or expense.
-- Done or planned (issue 22 point 8): a done row (COMPLETED, MODIFIED) may not be dated after the
-- user's today (Europe/Bucharest); a planned one-off may be dated up to a year ahead (recurring
-- occurrences follow their rule's look-ahead, 0 to 3650 days, spec point 5).
-- A credit account may owe money: its initial balance may be below zero.

update public.transactions t
set account_id = a.id
from public.user_accounts a
where t.account_id is null and a.user_id = t.user_id and a.is_default;

alter table public.transactions
  add column to_account_id uuid;

comment on column public.transactions.to_account_id is
  'The account a TRANSFER reaches, or the savings or investment account a SAVING goes to; null otherwise.';

alter table public.transactions
  add constraint transactions_to_account_id_fkey
  foreign key (to_account_id, user_id) references public.user_accounts (id, user_id) on delete restrict;

create index transactions_to_account_id_idx on public.transactions (to_account_id) where to_account_id is not null;
create index transactions_user_id_account_id_date_idx on public.transactions (user_id, account_id, date desc, id desc);

alter table public.transactions drop constraint transactions_type_check;
alter table public.transactions
  add constraint transactions_type_check check (type in ('INCOME', 'EXPENSE', 'SAVING', 'TRANSFER'));

-- A transfer has both ends, two different accounts, and the fixed category.
alter table public.transactions
  add constraint transactions_transfer_check check (
    type <> 'TRANSFER'
    or (account_id is not null and to_account_id is not null and category = 'TRANSFER' and subcategory is null
        and not unplanned and not recurring and recurring_rule_id is null)
  );
alter table public.transactions
  add constraint transactions_transfer_same_account_check check (to_account_id is null or to_account_id <> account_id);
alter table public.transactions
  add constraint transactions_to_account_check check (to_account_id is null or type in ('TRANSFER', 'SAVING'));

alter table public.user_accounts drop constraint user_accounts_initial_balance_check;
alter table public.user_accounts
  add constraint user_accounts_initial_balance_check check (initial_balance >= 0 or account_type = 'CREDIT');

create function private.bucharest_today()
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  select (pg_catalog.now() at time zone 'Europe/Bucharest')::date;
$$;

comment on function private.bucharest_today() is 'The users'' today: the current date in Europe/Bucharest.';
revoke execute on function private.bucharest_today() from public, anon;
grant execute on function private.bucharest_today() to authenticated, service_role;

create function private.transactions_before_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
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

comment on function private.transactions_before_write() is
  'Before a transaction is written: the default account when none is named, a transfer''s fixed category, two different accounts, a saving''s target account type, and the dates a done or planned row may have.';

create trigger transactions_before_write
  before insert or update on public.transactions
  for each row execute function private.transactions_before_write();
