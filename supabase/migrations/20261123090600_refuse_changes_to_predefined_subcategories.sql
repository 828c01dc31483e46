-- Why: rename_subcategory renamed any subcategory, predefined ones too, although the client
-- refuses (docs/decisions.md: "predefined subcategories cannot be renamed either": the start-up
-- merge would add the old name back next to the new one); migrate and delete trusted the
-- document's isCustom flag, which the client writes. All three now ask the catalogue the server
-- knows (private.is_predefined_subcategory); a subcategory a document stored before this check
-- with isCustom false stays protected too. A rename to a predefined name of the category is a
-- duplicate, like a rename to a name the document already has.

create function private.assert_subcategory_changeable(category text, subcategory text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.is_predefined_subcategory(assert_subcategory_changeable.category, assert_subcategory_changeable.subcategory)
     or exists (
       select 1
       from public.custom_categories cc,
         jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as cat,
         jsonb_array_elements(coalesce(cat -> 'subcategories', '[]'::jsonb)) as sub
       where cc.user_id = (select auth.uid())
         and cat ->> 'name' = assert_subcategory_changeable.category
         and sub ->> 'name' = assert_subcategory_changeable.subcategory
         and coalesce((sub ->> 'isCustom')::boolean, false) = false
     ) then
    raise exception 'predefined subcategories cannot be renamed, migrated or deleted: %', assert_subcategory_changeable.subcategory
      using errcode = 'check_violation', hint = 'PREDEFINED_SUBCATEGORY';
  end if;
end;
$$;

revoke execute on function private.assert_subcategory_changeable(text, text) from public;
grant execute on function private.assert_subcategory_changeable(text, text) to authenticated, service_role;

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
  if private.is_predefined_subcategory(category, clean_name) or exists (
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

create or replace function public.migrate_subcategory(category text, subcategory text, target_subcategory text)
returns integer
language plpgsql
security invoker
set search_path = ''
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
  perform private.assert_subcategory_changeable(category, subcategory);

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

create or replace function public.delete_subcategory(category text, subcategory text)
returns integer
language plpgsql
security invoker
set search_path = ''
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
  perform private.assert_subcategory_changeable(category, subcategory);

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

-- Replaced by private.assert_subcategory_changeable (it guards renames too now).
drop function private.assert_subcategory_deletable(text, text);
