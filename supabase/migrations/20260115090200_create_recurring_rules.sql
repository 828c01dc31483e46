-- Why: a recurring transaction (salary, rent) is a rule that generates dated transactions ahead
-- of time (spec point 3 'Recurring rule', point 5 'Recurring rule'). The rule keeps its template
-- transaction, amount, frequency, start date and end condition; an inactive rule generates nothing.

create table public.recurring_rules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The template transaction; its foreign key is added once transactions exists
  -- (migration link_recurring_rules_to_transactions).
  transaction_id uuid not null,
  amount numeric not null check (amount > 0 and amount <= 1000000 and amount = round(amount, 3)),
  frequency text not null check (frequency in ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY')),
  is_active boolean not null default true,
  lookahead_days integer not null default 30 check (lookahead_days between 0 and 3650),
  start_date date not null default current_date,
  end_type text not null default 'NONE' check (end_type in ('NONE', 'AFTER_OCCURRENCES', 'UNTIL_DATE')),
  occurrences integer check (occurrences > 0),
  end_date date,
  last_generated_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recurring_rules_end_condition_check check (
    (end_type = 'NONE' and occurrences is null and end_date is null)
    or (end_type = 'AFTER_OCCURRENCES' and occurrences is not null and end_date is null)
    or (end_type = 'UNTIL_DATE' and end_date is not null and occurrences is null and end_date >= start_date)
  )
);

comment on table public.recurring_rules is 'Rules that generate recurring transactions; inactive rules generate nothing.';

create index recurring_rules_user_id_idx on public.recurring_rules (user_id, is_active);
create index recurring_rules_transaction_id_idx on public.recurring_rules (transaction_id);

alter table public.recurring_rules enable row level security;

create policy "recurring_rules: users read their own rules"
  on public.recurring_rules for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "recurring_rules: users add rules for themselves"
  on public.recurring_rules for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "recurring_rules: users change their own rules"
  on public.recurring_rules for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "recurring_rules: users delete their own rules"
  on public.recurring_rules for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger recurring_rules_set_updated_at
  before update on public.recurring_rules
  for each row execute function public.set_updated_at();
