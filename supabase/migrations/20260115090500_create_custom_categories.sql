-- Why: each user keeps one document of categories and subcategories (spec point 3 'Custom
-- categories'), saved optimistically with a version number; the client upserts it on user_id.

create table public.custom_categories (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- {"categories": [{"name", "isCustom", "subcategories": [{"name", "isCustom"}]}], "version"}
  category_data jsonb not null default '{"categories": [], "version": 1}'::jsonb
    check (jsonb_typeof(category_data) = 'object'),
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.custom_categories is 'One category document per user, merged with the default catalogue by the app.';

alter table public.custom_categories enable row level security;

create policy "custom_categories: users read their own categories"
  on public.custom_categories for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "custom_categories: users add their own categories"
  on public.custom_categories for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "custom_categories: users change their own categories"
  on public.custom_categories for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "custom_categories: users delete their own categories"
  on public.custom_categories for delete to authenticated
  using ((select auth.uid()) = user_id);

create trigger custom_categories_set_updated_at
  before update on public.custom_categories
  for each row execute function public.set_updated_at();
