-- Why: every income, expense and saving of a user, planned or completed (spec point 3
-- 'Transaction'), with the limits of spec point 5 checked by the database itself so no client can
-- store an amount the app would refuse. Indexes serve the paged list (by date), the month grid
-- (by date range, category) and the balance (by type and status).

create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- restrict: an account with transactions cannot be deleted (spec point 5 'Accounts').
  account_id uuid references public.user_accounts (id) on delete restrict,
  type text not null check (type in ('INCOME', 'EXPENSE', 'SAVING')),
  amount numeric not null check (amount > 0 and amount <= 1000000 and amount = round(amount, 3)),
  actual_amount numeric check (actual_amount >= 0 and actual_amount <= 1000000 and actual_amount = round(actual_amount, 3)),
  planned_amount numeric check (planned_amount >= 0 and planned_amount <= 1000000 and planned_amount = round(planned_amount, 3)),
  -- null means pending (planned, not yet done); SKIPPED is a postponed daily item.
  execution_status text check (execution_status in ('COMPLETED', 'MODIFIED', 'SKIPPED')),
  date date not null,
  category text not null check (length(category) between 1 and 100),
  subcategory text check (length(subcategory) between 1 and 100),
  description text check (length(description) between 1 and 1000),
  recurring boolean not null default false,
  frequency text not null default 'NONE' check (frequency in ('NONE', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY')),
  recurring_rule_id uuid references public.recurring_rules (id) on delete set null,
  currency text not null default 'RON' check (currency in ('RON', 'EUR', 'USD', 'GBP')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint transactions_recurring_frequency_check check (not recurring or frequency <> 'NONE')
);

comment on table public.transactions is 'Incomes, expenses and savings of a user; planned (status null) or executed.';

-- List page: newest first, stable tie-break on id; also serves month ranges (date between ...).
create index transactions_user_id_date_idx on public.transactions (user_id, date desc, id desc);
-- Month grid and subcategory operations filter by category.
create index transactions_user_id_category_idx on public.transactions (user_id, category, subcategory);
-- Balance: an index-only scan gives every number the sum needs.
create index transactions_user_id_balance_idx on public.transactions (user_id, type)
  include (execution_status, amount, actual_amount);
create index transactions_account_id_idx on public.transactions (account_id);
create index transactions_recurring_rule_id_idx on public.transactions (recurring_rule_id);

alter table public.transactions enable row level security;

create policy "transactions: users read their own transactions"
  on public.transactions for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "transactions: users add transactions for themselves"
  on public.transactions for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "transactions: users change their own transactions"
  on public.transactions for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "transactions: users delete their own transactions"
  on public.transactions for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger transactions_set_updated_at
  before update on public.transactions
  for each row execute function public.set_updated_at();
