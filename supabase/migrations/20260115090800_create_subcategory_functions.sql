-- Why: renaming, migrating or deleting a subcategory changes two things — the user's category
-- document and every transaction filed under it (spec point 4 'Categories'). Doing both in one
-- function makes the change atomic: either both happen or neither.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create function private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text)
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  -- new_name null removes the subcategory; otherwise renames it. Order is kept. version + 1.
  select jsonb_set(
    jsonb_set(
      data,
      '{categories}',
      coalesce((
        select jsonb_agg(
          case
            when cat ->> 'name' = rewrite_subcategory.category then jsonb_set(
              cat,
              '{subcategories}',
              coalesce((
                select jsonb_agg(
                  case when sub ->> 'name' = rewrite_subcategory.old_name
                    then jsonb_set(sub, '{name}', to_jsonb(rewrite_subcategory.new_name))
                    else sub
                  end
                  order by sub_ord
                )
                from jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) with ordinality as s (sub, sub_ord)
                where rewrite_subcategory.new_name is not null or sub ->> 'name' <> rewrite_subcategory.old_name
              ), '[]'::jsonb)
            )
            else cat
          end
          order by cat_ord
        )
        from jsonb_array_elements(coalesce(data -> 'categories', '[]'::jsonb)) with ordinality as c (cat, cat_ord)
      ), '[]'::jsonb)
    ),
    '{version}',
    to_jsonb(coalesce((data ->> 'version')::integer, 0) + 1)
  );
$$;

grant execute on function private.rewrite_subcategory(jsonb, text, text, text) to authenticated, service_role;

create function private.assert_subcategory_deletable(category text, subcategory text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  -- Predefined subcategories (isCustom false in the stored document) cannot be deleted.
  if exists (
    select 1
    from public.custom_categories cc,
      jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat,
      jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) as sub
    where cc.user_id = (select auth.uid())
      and cat ->> 'name' = assert_subcategory_deletable.category
      and sub ->> 'name' = assert_subcategory_deletable.subcategory
      and coalesce((sub ->> 'isCustom')::boolean, false) = false
  ) then
    raise exception 'predefined subcategories cannot be deleted: %', assert_subcategory_deletable.subcategory
      using errcode = 'check_violation';
  end if;
end;
$$;

grant execute on function private.assert_subcategory_deletable(text, text) to authenticated, service_role;

create function public.rename_subcategory(category text, old_name text, new_name text)
returns integer
language plpgsql
security invoker
as $$
#variable_conflict use_variable
declare
  uid uuid := (select auth.uid());
  clean_name text := btrim(new_name);
  moved integer;
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  if category is null or old_name is null or clean_name is null or clean_name = '' or length(clean_name) > 100 then
    raise exception 'category, old name and a new name of 1 to 100 characters are required'
      using errcode = 'invalid_parameter_value';
  end if;
  if exists (
    select 1
    from public.custom_categories cc,
      jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat,
      jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) as sub
    where cc.user_id = uid
      and cat ->> 'name' = category
      and lower(btrim(sub ->> 'name')) = lower(clean_name)
      and sub ->> 'name' <> old_name
  ) then
    raise exception 'duplicate subcategory: % already exists in %', clean_name, category
      using errcode = 'unique_violation';
  end if;

  update public.custom_categories cc
  set category_data = private.rewrite_subcategory(cc.category_data, category, old_name, clean_name),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set subcategory = clean_name
  where t.user_id = uid and t.category = category and t.subcategory = old_name;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

comment on function public.rename_subcategory(text, text, text) is
  'Renames a subcategory in the caller''s category document and in all their transactions; returns the number of transactions changed.';

create function public.migrate_subcategory(category text, subcategory text, target_subcategory text)
returns integer
language plpgsql
security invoker
as $$
#variable_conflict use_variable
declare
  uid uuid := (select auth.uid());
  moved integer;
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  if category is null or subcategory is null or target_subcategory is null
     or btrim(target_subcategory) = '' or target_subcategory = subcategory then
    raise exception 'category, subcategory and a different target subcategory are required'
      using errcode = 'invalid_parameter_value';
  end if;
  perform private.assert_subcategory_deletable(category, subcategory);

  update public.custom_categories cc
  set category_data = private.rewrite_subcategory(cc.category_data, category, subcategory, null),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set subcategory = target_subcategory
  where t.user_id = uid and t.category = category and t.subcategory = subcategory;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

comment on function public.migrate_subcategory(text, text, text) is
  'Deletes a custom subcategory and moves its transactions to target_subcategory of the same category; returns the number moved.';

create function public.delete_subcategory(category text, subcategory text)
returns integer
language plpgsql
security invoker
as $$
#variable_conflict use_variable
declare
  uid uuid := (select auth.uid());
  cleared integer;
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  if category is null or subcategory is null then
    raise exception 'category and subcategory are required' using errcode = 'invalid_parameter_value';
  end if;
  perform private.assert_subcategory_deletable(category, subcategory);

  update public.custom_categories cc
  set category_data = private.rewrite_subcategory(cc.category_data, category, subcategory, null),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set subcategory = null
  where t.user_id = uid and t.category = category and t.subcategory = subcategory;
  get diagnostics cleared = row_count;
  return cleared;
end;
$$;

comment on function public.delete_subcategory(text, text) is
  'Deletes a custom subcategory; its transactions keep their category with subcategory null. Returns the number changed.';

revoke execute on function public.rename_subcategory(text, text, text) from public, anon;
revoke execute on function public.migrate_subcategory(text, text, text) from public, anon;
revoke execute on function public.delete_subcategory(text, text) from public, anon;
grant execute on function public.rename_subcategory(text, text, text) to authenticated, service_role;
grant execute on function public.migrate_subcategory(text, text, text) to authenticated, service_role;
grant execute on function public.delete_subcategory(text, text) to authenticated, service_role;
