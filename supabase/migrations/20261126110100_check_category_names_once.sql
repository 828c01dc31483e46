-- Why: the category RPCs each checked their arguments in their own words: rename_category and
-- delete_category refused a bad name with 22023 and the hint INVALID_CATEGORY_DATA, the three
-- subcategory functions with 22023 and no hint; rename_category and rename_subcategory spelt the
-- name rule (1 to 100 characters once trimmed) in two ways, migrate_subcategory only refused a
-- blank target, and the document check (check_category_data, 20261123090500) spelt the same rule
-- twice more. Every one also repeated the signed-in check (20261126110000: private.require_user).
-- Now:
--   private.is_category_name(name)       the rule: 1 to 100 characters once trimmed (the
--                                         transactions' category limit; spec: a name is not
--                                         empty once trimmed); null is not a name;
--   private.require_category_name(name)  the name trimmed, or 22023 INVALID_CATEGORY_DATA
--                                         (HTTP 400), the one refusal of every name argument.
-- check_category_data asks is_category_name for each category and subcategory of a saved
-- document (its refusals stay 23514 INVALID_CATEGORY_DATA with the entry named); otherwise it is
-- restated unchanged. rename_category, delete_category, rename_subcategory, migrate_subcategory
-- and delete_subcategory take the caller from private.require_user() and pass every name
-- argument through require_category_name: a new name is stored trimmed, as before; a name that
-- picks an entry (old name, category, subcategory, migrate's target) is only checked, and used as
-- given. What changes for a caller: the subcategory functions' argument refusals now carry the
-- hint INVALID_CATEGORY_DATA too (the client maps none of them to its own text: the toast is
-- still 'Categoriile nu au putut fi salvate.'), a migrate target longer than 100 characters is
-- refused before anything is written, and a blank or over-long old name is refused as a bad
-- argument (400) where rename_category and delete_category answered that no such category exists
-- (404). Grants are kept (create or replace).

create function private.is_category_name(name text)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(length(btrim(is_category_name.name)) between 1 and 100, false);
$$;

create function private.require_category_name(name text)
returns text
language plpgsql
immutable
security invoker
set search_path = ''
as $$
begin
  if not private.is_category_name(require_category_name.name) then
    raise exception 'a category or subcategory name must be 1 to 100 characters once trimmed: "%"', require_category_name.name
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  return btrim(require_category_name.name);
end;
$$;

revoke execute on function private.is_category_name(text) from public;
revoke execute on function private.require_category_name(text) from public;
grant execute on function private.is_category_name(text) to authenticated, service_role;
grant execute on function private.require_category_name(text) to authenticated, service_role;

create or replace function private.check_category_data()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY (shared-domain/src/constants.ts).
  max_custom constant integer := 5;
  categories jsonb := new.category_data -> 'categories';
  cat jsonb;
  sub jsonb;
  cat_name text;
  sub_name text;
  default_category boolean;
  predefined boolean;
  custom_count integer;
begin
  if categories is null then
    return new;
  end if;
  if jsonb_typeof(categories) is distinct from 'array' then
    raise exception 'category_data.categories must be an array'
      using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
  end if;

  for cat in select c.value from jsonb_array_elements(categories) c loop
    -- "is distinct from": a missing key is null, and null must fail the test too.
    if jsonb_typeof(cat) is distinct from 'object'
       or jsonb_typeof(cat -> 'name') is distinct from 'string'
       or jsonb_typeof(cat -> 'isCustom') is distinct from 'boolean'
       or jsonb_typeof(cat -> 'subcategories') is distinct from 'array' then
      raise exception 'every category must be {name: string, isCustom: boolean, subcategories: array}'
        using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
    end if;
    cat_name := cat ->> 'name';
    if not private.is_category_name(cat_name) then
      raise exception 'a category name must be 1 to 100 characters: "%"', cat_name
        using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
    end if;
    default_category := private.is_default_category(cat_name);
    if (cat ->> 'isCustom')::boolean = default_category then
      raise exception 'category "%" must have isCustom %: % the default catalogue', cat_name, not default_category,
        case when default_category then 'it is in' else 'it is not in' end
        using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
    end if;

    custom_count := 0;
    for sub in select s.value from jsonb_array_elements(cat -> 'subcategories') s loop
      if jsonb_typeof(sub) is distinct from 'object'
         or jsonb_typeof(sub -> 'name') is distinct from 'string'
         or jsonb_typeof(sub -> 'isCustom') is distinct from 'boolean' then
        raise exception 'every subcategory of "%" must be {name: string, isCustom: boolean}', cat_name
          using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
      end if;
      sub_name := sub ->> 'name';
      if not private.is_category_name(sub_name) then
        raise exception 'a subcategory name must be 1 to 100 characters: "%" in "%"', sub_name, cat_name
          using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
      end if;
      predefined := private.is_predefined_subcategory(cat_name, sub_name);
      if (sub ->> 'isCustom')::boolean = predefined then
        raise exception 'subcategory "%" of "%" must have isCustom %: % a predefined subcategory', sub_name, cat_name, not predefined,
          case when predefined then 'it is' else 'it is not' end
          using errcode = 'check_violation', hint = 'PREDEFINED_SUBCATEGORY';
      end if;
      if not predefined then
        custom_count := custom_count + 1;
      end if;
    end loop;

    if custom_count > max_custom then
      raise exception 'at most % custom subcategories per category: "%" has %', max_custom, cat_name, custom_count
        using errcode = 'check_violation', hint = 'MAX_CUSTOM_SUBCATEGORIES';
    end if;
    sub_name := (
      select min(s.value ->> 'name')
      from jsonb_array_elements(cat -> 'subcategories') s
      group by lower(btrim(s.value ->> 'name'))
      having count(*) > 1
      limit 1
    );
    if sub_name is not null then
      raise exception 'duplicate subcategory: "%" appears more than once in "%"', btrim(sub_name), cat_name
        using errcode = 'unique_violation', hint = 'DUPLICATE_SUBCATEGORY';
    end if;
  end loop;

  cat_name := (
    select min(c.value ->> 'name')
    from jsonb_array_elements(categories) c
    group by lower(btrim(c.value ->> 'name'))
    having count(*) > 1
    limit 1
  );
  if cat_name is not null then
    raise exception 'duplicate category: "%" appears more than once', btrim(cat_name)
      using errcode = 'unique_violation', hint = 'DUPLICATE_CATEGORY';
  end if;
  return new;
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
  uid uuid := private.require_user();
  clean_name text := private.require_category_name(new_name);
  moved integer;
begin
  perform private.require_category_name(old_name);
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
  uid uuid := private.require_user();
  moved integer := 0;
begin
  perform private.require_category_name(category);
  if target_category = category then
    raise exception 'the target category must differ from the category deleted'
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
  uid uuid := private.require_user();
  clean_name text := private.require_category_name(new_name);
  moved integer;
begin
  perform private.require_category_name(category), private.require_category_name(old_name);
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

create or replace function public.migrate_subcategory(category text, subcategory text, target_subcategory text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_variable
declare
  uid uuid := private.require_user();
  moved integer;
begin
  perform private.require_category_name(category), private.require_category_name(subcategory),
    private.require_category_name(target_subcategory);
  if target_subcategory = subcategory then
    raise exception 'the target subcategory must differ from the subcategory moved'
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
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
  uid uuid := private.require_user();
  cleared integer;
begin
  perform private.require_category_name(category), private.require_category_name(subcategory);
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
