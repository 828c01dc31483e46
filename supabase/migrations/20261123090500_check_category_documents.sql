-- Why: custom_categories holds one document per user that the client upserts whole, and the
-- server stored whatever it was sent: a sixth custom subcategory in a category (spec point 5
-- limits them; MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY = 5), two subcategories of one name, or a
-- predefined subcategory marked isCustom true (which the subcategory functions then treated as
-- renamable and deletable). Every write of the document is now checked against the catalogue
-- the server knows (private.predefined_subcategories):
--   * categories, when present, is an array of {name, isCustom, subcategories: [{name,
--     isCustom}]}; names are 1 to 100 characters once trimmed (the transactions' limit);
--   * isCustom says what the catalogue says: false exactly for the default categories and for
--     their predefined subcategories, true for everything else;
--   * no two categories, and no two subcategories of one category, share a name (trimmed,
--     case-insensitive, as the client compares them);
--   * at most 5 custom subcategories per category. The number is written here and in
--     MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY; the server suite adds the TypeScript limit's number
--     of custom subcategories, then one more, so it fails when the two differ.
-- Refusals are 23514 (HTTP 400) or 23505 for names (HTTP 409), each with a hint the client can
-- map: INVALID_CATEGORY_DATA, PREDEFINED_SUBCATEGORY, DUPLICATE_CATEGORY, DUPLICATE_SUBCATEGORY,
-- MAX_CUSTOM_SUBCATEGORIES.

create function private.check_category_data()
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
    if length(btrim(cat_name)) not between 1 and 100 then
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
      if length(btrim(sub_name)) not between 1 and 100 then
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

revoke execute on function private.check_category_data() from public;

create trigger custom_categories_check_category_data
  before insert or update of category_data on public.custom_categories
  for each row execute function private.check_category_data();
