-- Why: a custom category is a name in the user's category document and in the category column of
-- every transaction filed under it (spec point 4 'Categories'). Renaming or deleting one must
-- change both at once, as the subcategory functions do, or a failure half-way leaves rows under a
-- category the document no longer has. Default categories are the catalogue's keys
-- (private.predefined_subcategories) and are neither renamed nor deleted.
--
--   rename_category(old_name, new_name): the document and every transaction of the caller in
--     old_name; returns how many transactions changed. A new name that is a default category or
--     another category of the document is a duplicate (23505, DUPLICATE_CATEGORY).
--   delete_category(category, target_category default null): removes it from the document. A
--     category still used by transactions is refused (PT409 -> HTTP 409, CATEGORY_IN_USE) unless
--     target_category names another category of the caller (a default one or one in the
--     document), to which its transactions move with no subcategory (the target's subcategories
--     are its own); returns how many moved.
-- Both write version + 1 (the document's version check). Refusals: default category 23514
-- (PREDEFINED_CATEGORY), a category the document does not have PT404 (CATEGORY_NOT_FOUND), bad
-- arguments 22023 (INVALID_CATEGORY_DATA); every one a 4xx.

-- The document with one category renamed (new_name) or removed (new_name null); order kept,
-- its version + 1.
create function private.rewrite_category(data jsonb, category text, new_name text)
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  select jsonb_set(
    jsonb_set(
      data,
      '{categories}',
      coalesce((
        select jsonb_agg(
          case when cat ->> 'name' = rewrite_category.category
            then jsonb_set(cat, '{name}', to_jsonb(rewrite_category.new_name))
            else cat
          end
          order by ord
        )
        from jsonb_array_elements(coalesce(data -> 'categories', '[]'::jsonb)) with ordinality as c (cat, ord)
        where rewrite_category.new_name is not null or cat ->> 'name' <> rewrite_category.category
      ), '[]'::jsonb)
    ),
    '{version}',
    to_jsonb(coalesce((data ->> 'version')::integer, 0) + 1)
  );
$$;

revoke execute on function private.rewrite_category(jsonb, text, text) from public;
grant execute on function private.rewrite_category(jsonb, text, text) to authenticated, service_role;

-- The caller's custom category named exactly so, refused with a 4xx when it is a default one or
-- the document does not have it.
create function private.assert_custom_category(category text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.is_default_category(assert_custom_category.category) then
    raise exception 'default categories cannot be renamed or deleted: %', assert_custom_category.category
      using errcode = 'check_violation', hint = 'PREDEFINED_CATEGORY';
  end if;
  if not exists (
    select 1
    from public.custom_categories cc,
      jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat
    where cc.user_id = (select auth.uid())
      and cat ->> 'name' = assert_custom_category.category
  ) then
    raise exception 'no category named %', assert_custom_category.category
      using errcode = 'PT404', hint = 'CATEGORY_NOT_FOUND';
  end if;
end;
$$;

revoke execute on function private.assert_custom_category(text) from public;
grant execute on function private.assert_custom_category(text) to authenticated, service_role;

create function public.rename_category(old_name text, new_name text)
returns integer
language plpgsql
security invoker
set search_path = ''
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
  if old_name is null or clean_name is null or length(clean_name) not between 1 and 100 then
    raise exception 'the old name and a new name of 1 to 100 characters are required'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  perform private.assert_custom_category(old_name);
  if private.is_default_category(clean_name) or exists (
    select 1
    from public.custom_categories cc,
      jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat
    where cc.user_id = uid
      and lower(btrim(cat ->> 'name')) = lower(clean_name)
      and cat ->> 'name' <> old_name
  ) then
    raise exception 'duplicate category: % already exists', clean_name
      using errcode = 'unique_violation', hint = 'DUPLICATE_CATEGORY';
  end if;

  update public.custom_categories cc
  set category_data = private.rewrite_category(cc.category_data, old_name, clean_name),
      version = cc.version + 1
  where cc.user_id = uid;

  update public.transactions t
  set category = clean_name
  where t.user_id = uid and t.category = old_name;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

comment on function public.rename_category(text, text) is
  'Renames a custom category in the caller''s category document and in all their transactions; returns the number of transactions changed.';

create function public.delete_category(category text, target_category text default null)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  uid uuid := (select auth.uid());
  moved integer := 0;
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  if category is null or target_category = category then
    raise exception 'a category, and a different target category if any, are required'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  perform private.assert_custom_category(category);
  if target_category is not null and not private.is_default_category(target_category) and not exists (
    select 1
    from public.custom_categories cc,
      jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat
    where cc.user_id = uid and cat ->> 'name' = target_category
  ) then
    raise exception 'no target category named %', target_category
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;

  if target_category is null then
    if exists (select 1 from public.transactions t where t.user_id = uid and t.category = category) then
      raise exception 'category % still has transactions: move them to another category first', category
        using errcode = 'PT409', hint = 'CATEGORY_IN_USE';
    end if;
  else
    update public.transactions t
    set category = target_category, subcategory = null
    where t.user_id = uid and t.category = category;
    get diagnostics moved = row_count;
  end if;

  update public.custom_categories cc
  set category_data = private.rewrite_category(cc.category_data, category, null),
      version = cc.version + 1
  where cc.user_id = uid;
  return moved;
end;
$$;

comment on function public.delete_category(text, text) is
  'Deletes a custom category from the caller''s document; refused while transactions use it unless target_category is given, to which they move (subcategory cleared). Returns the number moved.';

revoke execute on function public.rename_category(text, text) from public, anon;
revoke execute on function public.delete_category(text, text) from public, anon;
grant execute on function public.rename_category(text, text) to authenticated, service_role;
grant execute on function public.delete_category(text, text) to authenticated, service_role;
