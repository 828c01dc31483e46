-- Categories and subcategories (spec point 4 'Categories'): the catalogue of predefined
-- subcategories, each user's custom document (public.custom_categories, checked and versioned by
-- triggers), and renaming, deleting and moving a subcategory or category across the user's rows.

CREATE TABLE private.predefined_subcategories (
    category text NOT NULL,
    name text NOT NULL
);

ALTER TABLE ONLY private.predefined_subcategories
    ADD CONSTRAINT predefined_subcategories_pkey PRIMARY KEY (category, name);

COMMENT ON TABLE private.predefined_subcategories IS 'The default catalogue: every predefined subcategory of every default category (copy of DEFAULT_CATEGORY_TREE).';

GRANT SELECT ON TABLE private.predefined_subcategories TO authenticated;
GRANT SELECT ON TABLE private.predefined_subcategories TO service_role;

-- The catalogue (spec point 4 'Categories'): data, not schema, but part of what every database holds.
insert into private.predefined_subcategories (category, name) values
  ('VENITURI', 'Salariu'), ('VENITURI', 'Dividende'), ('VENITURI', 'Chirii'), ('VENITURI', 'Bonuri de masă'), ('VENITURI', 'Cadouri'), ('VENITURI', 'Drepturi de autor'), ('VENITURI', 'Pensii'), ('VENITURI', 'Indemnizații'), ('VENITURI', 'Alte venituri'), ('VENITURI', 'Venit reportat'),
  ('ECONOMII', 'Fond de urgență'), ('ECONOMII', 'Fond de rezervă'), ('ECONOMII', 'Fond general'),
  ('INFATISARE', 'Îmbrăcăminte'), ('INFATISARE', 'Încălțăminte'), ('INFATISARE', 'Cosmetice'), ('INFATISARE', 'Coafor și frizerie'), ('INFATISARE', 'Accesorii'),
  ('EDUCATIE', 'Cursuri'), ('EDUCATIE', 'Cărți'), ('EDUCATIE', 'Taxe școlare'), ('EDUCATIE', 'Meditații'), ('EDUCATIE', 'Rechizite'),
  ('CARIERA', 'Cursuri profesionale'), ('CARIERA', 'Certificări'), ('CARIERA', 'Conferințe'), ('CARIERA', 'Echipament de lucru'), ('CARIERA', 'Abonamente profesionale'),
  ('SANATATE', 'Medicamente'), ('SANATATE', 'Consultații medicale'), ('SANATATE', 'Analize medicale'), ('SANATATE', 'Stomatologie'), ('SANATATE', 'Asigurare de sănătate'), ('SANATATE', 'Sport și fitness'),
  ('NUTRITIE', 'Cumpărături alimentare'), ('NUTRITIE', 'Restaurante'), ('NUTRITIE', 'Livrări de mâncare'), ('NUTRITIE', 'Cafenele'), ('NUTRITIE', 'Suplimente'),
  ('LOCUINTA', 'Chirie'), ('LOCUINTA', 'Rată credit ipotecar'), ('LOCUINTA', 'Întreținere'), ('LOCUINTA', 'Electricitate'), ('LOCUINTA', 'Gaze naturale'), ('LOCUINTA', 'Apă'), ('LOCUINTA', 'Internet și TV'), ('LOCUINTA', 'Telefonie'), ('LOCUINTA', 'Mobilier și decorațiuni'), ('LOCUINTA', 'Reparații'), ('LOCUINTA', 'Asigurare locuință'),
  ('TIMP_LIBER', 'Abonamente streaming'), ('TIMP_LIBER', 'Cinema și teatru'), ('TIMP_LIBER', 'Hobby-uri'), ('TIMP_LIBER', 'Ieșiri în oraș'), ('TIMP_LIBER', 'Evenimente și concerte'), ('TIMP_LIBER', 'Jocuri'),
  ('CALATORII', 'Transport în vacanță'), ('CALATORII', 'Cazare'), ('CALATORII', 'Mese în călătorie'), ('CALATORII', 'Excursii și atracții'), ('CALATORII', 'Asigurare de călătorie'),
  ('TRANSPORT', 'Combustibil'), ('TRANSPORT', 'Transport public'), ('TRANSPORT', 'Taxi și ride-sharing'), ('TRANSPORT', 'Service și întreținere auto'), ('TRANSPORT', 'Asigurare auto (RCA/CASCO)'), ('TRANSPORT', 'Parcare'), ('TRANSPORT', 'Rovinietă și taxe de drum'),
  ('INVESTITII', 'Proiect 1'), ('INVESTITII', 'Proiect 2'), ('INVESTITII', 'Proiect 3'), ('INVESTITII', 'Proiect 4'), ('INVESTITII', 'Proiect 5'),
  ('NECATEGORIZAT', 'Necategorizat');

CREATE TABLE public.custom_categories (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    category_data jsonb DEFAULT '{"version": 1, "categories": []}'::jsonb NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT custom_categories_category_data_check CHECK ((jsonb_typeof(category_data) = 'object'::text)),
    CONSTRAINT custom_categories_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT custom_categories_updated_at_range_check CHECK (private.is_app_timestamp(updated_at)),
    CONSTRAINT custom_categories_version_check CHECK ((version >= 1))
);

ALTER TABLE ONLY public.custom_categories
    ADD CONSTRAINT custom_categories_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.custom_categories
    ADD CONSTRAINT custom_categories_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE public.custom_categories IS 'One category document per user, merged with the default catalogue by the app.';

ALTER TABLE public.custom_categories ENABLE ROW LEVEL SECURITY;

CREATE POLICY "custom_categories: users add their own categories" ON public.custom_categories FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "custom_categories: users change their own categories" ON public.custom_categories FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "custom_categories: users delete their own categories" ON public.custom_categories FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "custom_categories: users read their own categories" ON public.custom_categories FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.custom_categories TO anon;
GRANT ALL ON TABLE public.custom_categories TO authenticated;
GRANT ALL ON TABLE public.custom_categories TO service_role;

CREATE FUNCTION private.assert_custom_category(category text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.assert_custom_category(category text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_custom_category(category text) TO authenticated;
GRANT ALL ON FUNCTION private.assert_custom_category(category text) TO service_role;

CREATE FUNCTION private.assert_subcategory_changeable(category text, subcategory text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.assert_subcategory_changeable(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.assert_subcategory_changeable(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION private.assert_subcategory_changeable(category text, subcategory text) TO service_role;

CREATE FUNCTION private.check_category_data() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  -- MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY and MAX_CUSTOM_CATEGORIES (shared-domain/src/constants.ts).
  max_custom constant integer := 5;
  max_custom_categories constant integer := 20;
  -- Far above what those limits allow (names of 100 characters), far below what burdens a read.
  max_bytes constant integer := 256 * 1024;
  categories jsonb := new.category_data -> 'categories';
  cat jsonb;
  sub jsonb;
  cat_name text;
  sub_name text;
  default_category boolean;
  predefined boolean;
  custom_count integer;
begin
  -- The document is {categories, version}: nothing missing, nothing more.
  if (select array_agg(k order by k) from jsonb_object_keys(new.category_data) k) is distinct from array['categories', 'version']
     or jsonb_typeof(categories) is distinct from 'array'
     or jsonb_typeof(new.category_data -> 'version') is distinct from 'number' then
    raise exception 'category_data must be {categories: array, version: number} and nothing else'
      using errcode = 'check_violation', hint = 'INVALID_CATEGORY_DATA';
  end if;
  if octet_length(new.category_data::text) > max_bytes then
    raise exception 'category_data may hold at most % bytes', max_bytes
      using errcode = 'check_violation', hint = 'CATEGORY_DATA_TOO_LARGE';
  end if;
  if (select count(*) from jsonb_array_elements(categories) c where c.value -> 'isCustom' = 'true'::jsonb) > max_custom_categories then
    raise exception 'at most % custom categories', max_custom_categories
      using errcode = 'check_violation', hint = 'MAX_CUSTOM_CATEGORIES';
  end if;

  for cat in select c.value from jsonb_array_elements(categories) c loop
    -- "is distinct from": a missing key is null, and null must fail the test too.
    if jsonb_typeof(cat) is distinct from 'object'
       or (select array_agg(k order by k) from jsonb_object_keys(cat) k) is distinct from array['isCustom', 'name', 'subcategories']
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
         or (select array_agg(k order by k) from jsonb_object_keys(sub) k) is distinct from array['isCustom', 'name']
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

REVOKE ALL ON FUNCTION private.check_category_data() FROM PUBLIC;

CREATE FUNCTION private.check_category_version() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'stale category document: version % is not the next after the stored %', new.version, old.version
    using errcode = 'PT409', hint = 'STALE_CATEGORY_VERSION';
end;
$$;

REVOKE ALL ON FUNCTION private.check_category_version() FROM PUBLIC;

CREATE FUNCTION private.document_names(category text DEFAULT NULL::text) RETURNS SETOF text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.document_names(category text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.document_names(category text) TO authenticated;
GRANT ALL ON FUNCTION private.document_names(category text) TO service_role;

CREATE FUNCTION private.is_category_name(name text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(length(btrim(is_category_name.name)) between 1 and 100, false);
$$;

REVOKE ALL ON FUNCTION private.is_category_name(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_category_name(name text) TO authenticated;
GRANT ALL ON FUNCTION private.is_category_name(name text) TO service_role;

CREATE FUNCTION private.is_default_category(category text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.predefined_subcategories p
    where lower(p.category) = lower(btrim(is_default_category.category))
  );
$$;

REVOKE ALL ON FUNCTION private.is_default_category(category text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_default_category(category text) TO authenticated;
GRANT ALL ON FUNCTION private.is_default_category(category text) TO service_role;

CREATE FUNCTION private.is_predefined_subcategory(category text, subcategory text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.predefined_subcategories p
    where lower(p.category) = lower(btrim(is_predefined_subcategory.category))
      and lower(p.name) = lower(btrim(is_predefined_subcategory.subcategory))
  );
$$;

REVOKE ALL ON FUNCTION private.is_predefined_subcategory(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_predefined_subcategory(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION private.is_predefined_subcategory(category text, subcategory text) TO service_role;

CREATE FUNCTION private.name_taken(category text, old_name text, new_name text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.name_taken(category text, old_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.name_taken(category text, old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.name_taken(category text, old_name text, new_name text) TO service_role;

CREATE FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.rename_in_list(items jsonb, item_name text, new_name text) TO service_role;

CREATE FUNCTION private.require_category_name(name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_category_name(require_category_name.name) then
    raise exception 'a category or subcategory name must be 1 to 100 characters once trimmed: "%"', require_category_name.name
      using errcode = 'invalid_parameter_value', hint = 'INVALID_CATEGORY_DATA';
  end if;
  return btrim(require_category_name.name);
end;
$$;

REVOKE ALL ON FUNCTION private.require_category_name(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_category_name(name text) TO authenticated;
GRANT ALL ON FUNCTION private.require_category_name(name text) TO service_role;

CREATE FUNCTION private.rewrite_category(data jsonb, category text, new_name text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_set(
    jsonb_set(data, '{categories}', private.rename_in_list(data -> 'categories', rewrite_category.category, rewrite_category.new_name)),
    '{version}',
    to_jsonb(coalesce((data ->> 'version')::integer, 0) + 1)
  );
$$;

REVOKE ALL ON FUNCTION private.rewrite_category(data jsonb, category text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.rewrite_category(data jsonb, category text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.rewrite_category(data jsonb, category text, new_name text) TO service_role;

CREATE FUNCTION private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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

GRANT ALL ON FUNCTION private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION private.rewrite_subcategory(data jsonb, category text, old_name text, new_name text) TO service_role;

CREATE FUNCTION public.delete_category(category text, target_category text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.delete_category(category text, target_category text) IS 'Deletes a custom category from the caller''s document; refused while transactions use it unless target_category is given, to which they move (subcategory cleared). Its category rules move there too, or are deleted when no target is given. Returns the number of transactions moved.';

REVOKE ALL ON FUNCTION public.delete_category(category text, target_category text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_category(category text, target_category text) TO authenticated;
GRANT ALL ON FUNCTION public.delete_category(category text, target_category text) TO service_role;
REVOKE ALL ON FUNCTION public.delete_category(category text, target_category text) FROM anon;

CREATE FUNCTION public.delete_subcategory(category text, subcategory text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.delete_subcategory(category text, subcategory text) IS 'Deletes a custom subcategory; its transactions and category rules keep their category with subcategory null. Returns the number of transactions changed.';

REVOKE ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) TO service_role;
REVOKE ALL ON FUNCTION public.delete_subcategory(category text, subcategory text) FROM anon;

CREATE FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) IS 'Deletes a custom subcategory and moves its transactions and category rules to target_subcategory of the same category (the rules to none when the target is not in the catalogue); returns the number of transactions moved.';

REVOKE ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) TO authenticated;
GRANT ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) TO service_role;
REVOKE ALL ON FUNCTION public.migrate_subcategory(category text, subcategory text, target_subcategory text) FROM anon;

CREATE FUNCTION public.rename_category(old_name text, new_name text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.rename_category(old_name text, new_name text) IS 'Renames a custom category in the caller''s category document, in all their transactions and in their category rules; returns the number of transactions changed.';

REVOKE ALL ON FUNCTION public.rename_category(old_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rename_category(old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION public.rename_category(old_name text, new_name text) TO service_role;
REVOKE ALL ON FUNCTION public.rename_category(old_name text, new_name text) FROM anon;

CREATE FUNCTION public.rename_subcategory(category text, old_name text, new_name text) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;

COMMENT ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) IS 'Renames a subcategory in the caller''s category document, in all their transactions and in their category rules; returns the number of transactions changed.';

REVOKE ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) TO authenticated;
GRANT ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) TO service_role;
REVOKE ALL ON FUNCTION public.rename_subcategory(category text, old_name text, new_name text) FROM anon;

CREATE TRIGGER custom_categories_check_category_data BEFORE INSERT OR UPDATE OF category_data ON public.custom_categories FOR EACH ROW EXECUTE FUNCTION private.check_category_data();

CREATE TRIGGER custom_categories_check_version AFTER UPDATE ON public.custom_categories FOR EACH ROW WHEN ((((new.category_data IS DISTINCT FROM old.category_data) OR (new.version IS DISTINCT FROM old.version)) AND (new.version IS DISTINCT FROM (old.version + 1)))) EXECUTE FUNCTION private.check_category_version();

CREATE TRIGGER custom_categories_set_updated_at BEFORE UPDATE ON public.custom_categories FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE FUNCTION private.is_known_category(category text, subcategory text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Names compare trimmed and case-insensitively, as the client and the category checks do.
  select
    case when is_known_category.subcategory is null
      then private.is_default_category(is_known_category.category)
      else private.is_predefined_subcategory(is_known_category.category, is_known_category.subcategory)
    end
    or exists (
      select 1
      from public.custom_categories cc,
        jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as c
      where cc.user_id = (select auth.uid())
        and lower(btrim(c ->> 'name')) = lower(btrim(is_known_category.category))
        and (
          is_known_category.subcategory is null
          or exists (
            select 1 from jsonb_array_elements(coalesce(c -> 'subcategories', '[]'::jsonb)) as s
            where lower(btrim(s ->> 'name')) = lower(btrim(is_known_category.subcategory))
          )
        )
    );
$$;

COMMENT ON FUNCTION private.is_known_category(category text, subcategory text) IS 'True when the caller''s catalogue (the defaults and the caller''s category document) holds the category and, when given, its subcategory.';

REVOKE ALL ON FUNCTION private.is_known_category(category text, subcategory text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_known_category(category text, subcategory text) TO authenticated;
GRANT ALL ON FUNCTION private.is_known_category(category text, subcategory text) TO service_role;
