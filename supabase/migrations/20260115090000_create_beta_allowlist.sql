-- Why: during the beta only approved addresses may sign up or sign in (spec point 6). The list
-- lives in the database so the server can enforce it and the register screen can ask for a hint,
-- but no client role may read it: the only door is is_email_approved(), which answers yes or no.

create table public.beta_allowlist (
  email text primary key check (email = lower(btrim(email)) and length(email) between 3 and 320),
  note text,
  -- 'seed' for the seven fixed addresses; 'env' for BETA_ALLOWLIST rows the local server syncs.
  source text not null default 'seed' check (source in ('seed', 'env', 'admin')),
  created_at timestamptz not null default now()
);

comment on table public.beta_allowlist is 'E-mail addresses approved for the beta; readable only through is_email_approved().';

alter table public.beta_allowlist enable row level security;
-- No policy on purpose: with RLS on and no policy, anon and authenticated see no row at all.
revoke all on table public.beta_allowlist from anon, authenticated;

create function public.is_email_approved(email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- Definer, because the caller (anon on the register screen) may not read the table itself.
  select exists (
    select 1 from public.beta_allowlist b
    where b.email = lower(btrim(is_email_approved.email))
  );
$$;

comment on function public.is_email_approved(text) is 'True when the address (trimmed, case-insensitive) is on the beta allow-list.';

revoke execute on function public.is_email_approved(text) from public;
grant execute on function public.is_email_approved(text) to anon, authenticated, service_role;
