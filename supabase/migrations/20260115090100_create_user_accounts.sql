-- Why: the money lives in accounts (spec point 3 'Account'). The rules that keep the list sane
-- are enforced here, not only in the form: names unique per user (trimmed, case-insensitive),
-- at most 10 accounts per user, and exactly one default account once any exists.

create table public.user_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 2 and 50),
  account_type text not null default 'CHECKING'
    check (account_type in ('CHECKING', 'SAVINGS', 'INVESTMENT', 'CASH', 'CREDIT')),
  initial_balance numeric(14, 2) not null default 0 check (initial_balance >= 0),
  current_balance numeric(14, 2) not null default 0,
  currency text not null default 'RON' check (currency in ('RON', 'EUR', 'USD', 'GBP')),
  included_in_total boolean not null default true,
  display_order integer not null default 0,
  is_active boolean not null default true,
  is_default boolean not null default false,
  icon_name text check (length(icon_name) <= 100),
  monthly_transfer_enabled boolean not null default false,
  balance_start_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.user_accounts is 'A user''s accounts (Bancă, Cash, Investiții...); at most 10, names unique, one default.';

-- The policies read user_id; the list is ordered by display_order.
create index user_accounts_user_id_display_order_idx on public.user_accounts (user_id, display_order);
create unique index user_accounts_user_id_name_key on public.user_accounts (user_id, lower(btrim(name)));
create unique index user_accounts_one_default_key on public.user_accounts (user_id) where is_default;

alter table public.user_accounts enable row level security;

create policy "user_accounts: users read their own accounts"
  on public.user_accounts for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "user_accounts: users add accounts for themselves"
  on public.user_accounts for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "user_accounts: users change their own accounts"
  on public.user_accounts for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "user_accounts: users delete their own accounts"
  on public.user_accounts for delete to authenticated
  using ((select auth.uid()) = user_id);

create function public.user_accounts_before_insert()
returns trigger
language plpgsql
security invoker
as $$
begin
  -- Serialise inserts of one user so two concurrent inserts cannot both pass the limit.
  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text, 0));
  if (select count(*) from public.user_accounts a where a.user_id = new.user_id) >= 10 then
    raise exception 'maximum accounts reached: at most 10 accounts per user'
      using errcode = 'check_violation', hint = 'MAX_ACCOUNTS';
  end if;
  -- The first account added is the default (spec point 4 'Accounts').
  if not exists (select 1 from public.user_accounts a where a.user_id = new.user_id and a.is_default) then
    new.is_default := true;
  end if;
  return new;
end;
$$;

create trigger user_accounts_before_insert
  before insert on public.user_accounts
  for each row execute function public.user_accounts_before_insert();

create function public.user_accounts_after_delete()
returns trigger
language plpgsql
security invoker
as $$
begin
  -- Deleting the default account makes the first active account the default.
  if old.is_default then
    update public.user_accounts a set is_default = true
    where a.id = (
      select b.id from public.user_accounts b
      where b.user_id = old.user_id and b.is_active
      order by b.display_order, b.created_at
      limit 1
    );
  end if;
  return null;
end;
$$;

create trigger user_accounts_after_delete
  after delete on public.user_accounts
  for each row execute function public.user_accounts_after_delete();

create function public.set_updated_at()
returns trigger
language plpgsql
security invoker
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger user_accounts_set_updated_at
  before update on public.user_accounts
  for each row execute function public.set_updated_at();

create function public.set_default_account(account_id uuid)
returns void
language plpgsql
security invoker
as $$
begin
  -- One call instead of two updates, so there is never zero or two defaults in between.
  if not exists (
    select 1 from public.user_accounts a
    where a.id = set_default_account.account_id and a.is_active
  ) then
    raise exception 'Contul nu a fost găsit sau nu este activ' using errcode = 'no_data_found';
  end if;
  update public.user_accounts a set is_default = false
  where a.user_id = (select auth.uid()) and a.is_default and a.id <> set_default_account.account_id;
  update public.user_accounts a set is_default = true
  where a.id = set_default_account.account_id;
end;
$$;

comment on function public.set_default_account(uuid) is 'Makes one active account of the caller the default, atomically.';
revoke execute on function public.set_default_account(uuid) from public, anon;
grant execute on function public.set_default_account(uuid) to authenticated, service_role;
