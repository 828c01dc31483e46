-- Why: restoring a backup (issue 14 point 4) must be all or nothing, in one server transaction,
-- yet a 100,000-transaction file is about 30 MB, more than one request should carry (the local
-- server takes 10 MB a body). The browser therefore uploads the file's rows in parts of at most
-- 10,000 rows (MEMORY_THRESHOLD) into this staging table, and one call of apply_restore then
-- writes them all in one transaction and deletes the parts. A part is only the caller's own
-- (row-level security); nothing in it reaches the user tables until apply_restore checks it
-- through their constraints. kind names the table a part's rows are for.

create table public.restore_parts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- One restore: the browser picks a random id for it.
  upload_id uuid not null,
  part integer not null check (part between 0 and 9999),
  kind text not null check (kind in ('user_accounts', 'custom_categories', 'user_settings', 'recurring_rules', 'transactions')),
  rows jsonb not null check (jsonb_typeof(rows) = 'array' and jsonb_array_length(rows) between 1 and 10000),
  created_at timestamptz not null default now(),
  primary key (user_id, upload_id, part)
);

comment on table public.restore_parts is 'Rows of a backup file being restored, staged by the browser until apply_restore writes them in one transaction.';

alter table public.restore_parts enable row level security;

create policy "restore_parts: users read their own parts"
  on public.restore_parts for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "restore_parts: users stage parts for themselves"
  on public.restore_parts for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "restore_parts: users discard their own parts"
  on public.restore_parts for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Parts are written once and never changed.
revoke update on public.restore_parts from anon, authenticated;
revoke all on public.restore_parts from anon;
