-- Why: the category functions (20261124111100) restated the subcategory functions' bodies: the
-- rename-or-remove of one named entry of the document (rewrite_category beside
-- rewrite_subcategory), the walk over the caller's document for a name, and the duplicate check
-- of a rename. Each now lives once, in a private function both kinds call:
--   private.rename_in_list(items, item_name, new_name)  one entry of a jsonb list renamed, or
--                                                      removed (new_name null); order kept;
--   private.document_names(category)                  the names the caller's document gives:
--                                                      its categories (category null) or the
--                                                      subcategories of category;
--   private.name_taken(category, old_name, new_name)   a rename's duplicate: a default name of
--                                                      that level or another name of the
--                                                      document (trimmed, any case).
-- rewrite_category, rewrite_subcategory, assert_custom_category, rename_category,
-- delete_category and rename_subcategory are replaced to use them; behaviour is unchanged.

create function private.rename_in_list(items jsonb, item_name text, new_name text)
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce((
    select jsonb_agg(
      case when item ->> 'name' = rename_in_list.item_name
        then jsonb_set(item, '{name}', to_jsonb(rename_in_list.new_name))
        else item
      end
      order by ord
    )
    from jsonb_array_elements(coalesce(rename_in_list.items, '[]'::jsonb)) with ordinality as i (item, ord)
    where rename_in_list.new_name is not null or item ->> 'name' <> rename_in_list.item_name
  ), '[]'::jsonb);
$$;

create function private.document_names(category text default null)
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select cat ->> 'name'
  from public.custom_categories cc,
    jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat
  where cc.user_id = (select auth.uid()) and document_names.category is null
  union all
  select sub ->> 'name'
  from public.custom_categories cc,
    jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat,
    jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) as sub
  where cc.user_id = (select auth.uid()) and cat ->> 'name' = document_names.category;
$$;

create function private.name_taken(category text, old_name text, new_name text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select case when name_taken.category is null
      then private.is_default_category(name_taken.new_name)
      else private.is_predefined_subcategory(name_taken.category, name_taken.new_name)
    end
    or exists (
      select 1
      from private.document_names(name_taken.category) as n (entry)
      where lower(btrim(n.entry)) = lower(name_taken.new_name)
        and n.entry <> name_taken.old_name
    );
$$;

revoke execute on function private.rename_in_list(jsonb, text, text) from public;
revoke execute on function private.document_names(text) from public;
revoke execute on function private.name_taken(text, text, text) from public;
grant execute on function private.rename_in_list(jsonb, text, text) to authenticated, service_role;
grant execute on function private.document_names(text) to authenticated, service_role;
grant execute on function private.name_taken(text, text, text) to authenticated, service_role;

create or replace function private.rewrite_category(data jsonb, category text, new_name text)
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  select jsonb_set(
    jsonb_set(data, '{categories}', private.rename_in_list(data -> 'categories', rewrite_category.category, rewrite_category.new_name)),
    '{version}',
    to_jsonb(coalesce((data ->> 'version')::integer, 0) + 1)
  );
$$;

create or replace function private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text)
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
          case when cat ->> 'name' = rewrite_subcategory.category
            then jsonb_set(cat, '{subcategories}', private.rename_in_list(cat -> 'subcategories', rewrite_subcategory.old_name, rewrite_subcategory.new_name))
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

create or replace function private.assert_custom_category(category text)
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
  if not exists (select 1 from private.document_names() n where n = assert_custom_category.category) then
    raise exception 'no category named %', assert_custom_category.category
      using errcode = 'PT404', hint = 'CATEGORY_NOT_FOUND';
  end if;
end;
$$;

create or replace function public.rename_category(old_name text, new_name text)
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
  if private.name_taken(null, old_name, clean_name) then
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

create or replace function public.delete_category(category text, target_category text default null)
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
  if target_category is not null and not private.is_default_category(target_category)
     and not exists (select 1 from private.document_names() n where n = target_category) then
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

create or replace function public.rename_subcategory(category text, old_name text, new_name text)
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
  if category is null or old_name is null or clean_name is null or clean_name = '' or length(clean_name) > 100 then
    raise exception 'category, old name and a new name of 1 to 100 characters are required'
      using errcode = 'invalid_parameter_value';
  end if;
  perform private.assert_subcategory_changeable(category, old_name);
  if private.name_taken(category, old_name, clean_name) then
    raise exception 'duplicate subcategory: % already exists in %', clean_name, category
      using errcode = 'unique_violation', hint = 'DUPLICATE_SUBCATEGORY';
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
