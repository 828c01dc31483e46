-- Why: issue 25. Renaming or deleting a category or subcategory left the category rules naming
-- the old one, so apply_import later refused the rows those rules filed. rename_category,
-- rename_subcategory, delete_category, delete_subcategory and migrate_subcategory now carry the
-- caller's rules along as they do the transactions: renamed, moved to the target category
-- (subcategory cleared), deleted with a category deleted without a target, subcategory cleared,
-- or moved to the target subcategory. The functions' comments say so.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.delete_category(category text, target_category text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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

  -- The category rules (13_import.sql) go where the transactions went, or with the category when
  -- none did. Names compare as private.is_known_category does.
  if target_category is null then
    delete from public.category_rules r
    where r.user_id = uid and lower(btrim(r.category)) = lower(btrim(category));
  else
    update public.category_rules r
    set category = target_category, subcategory = null
    where r.user_id = uid and lower(btrim(r.category)) = lower(btrim(category));
  end if;
  return moved;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.delete_subcategory(category text, subcategory text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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

  -- Its category rules keep the category, with no subcategory, as its transactions do.
  update public.category_rules r
  set subcategory = null
  where r.user_id = uid and lower(btrim(r.category)) = lower(btrim(category))
    and lower(btrim(r.subcategory)) = lower(btrim(subcategory));
  return cleared;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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

  -- Its category rules move with the transactions; to none when the target is not in the caller's
  -- catalogue (a rule must name a known one, category_rules_before_write).
  update public.category_rules r
  set subcategory = case when private.is_known_category(category, target_subcategory) then target_subcategory end
  where r.user_id = uid and lower(btrim(r.category)) = lower(btrim(category))
    and lower(btrim(r.subcategory)) = lower(btrim(subcategory));
  return moved;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.rename_category(old_name text, new_name text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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

  -- The category rules (13_import.sql) follow, named as private.is_known_category compares.
  update public.category_rules r
  set category = clean_name
  where r.user_id = uid and lower(btrim(r.category)) = lower(btrim(old_name));
  return moved;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.rename_subcategory(category text, old_name text, new_name text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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

  update public.category_rules r
  set subcategory = clean_name
  where r.user_id = uid and lower(btrim(r.category)) = lower(btrim(category))
    and lower(btrim(r.subcategory)) = lower(btrim(old_name));
  return moved;
end;
$function$
;

COMMENT ON FUNCTION public.delete_category(category text, target_category text) IS 'Deletes a custom category from the caller''s document; refused while transactions use it unless target_category is given, to which they move (subcategory cleared). Its category rules move there too, or are deleted when no target is given. Returns the number of transactions moved.';

COMMENT ON FUNCTION public.delete_subcategory(category text, subcategory text) IS 'Deletes a custom subcategory; its transactions and category rules keep their category with subcategory null. Returns the number of transactions changed.';

COMMENT ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) IS 'Deletes a custom subcategory and moves its transactions and category rules to target_subcategory of the same category (the rules to none when the target is not in the catalogue); returns the number of transactions moved.';

COMMENT ON FUNCTION public.rename_category(old_name text, new_name text) IS 'Renames a custom category in the caller''s category document, in all their transactions and in their category rules; returns the number of transactions changed.';

COMMENT ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) IS 'Renames a subcategory in the caller''s category document, in all their transactions and in their category rules; returns the number of transactions changed.';
