-- Why: predefined subcategories cannot be renamed or deleted (spec point 4, docs/decisions.md),
-- but the server only knew which ones are predefined from the isCustom flag of the document the
-- client sent. The server now knows the default catalogue itself. Source of truth: the
-- catalogue is written in TypeScript (DEFAULT_CATEGORY_TREE in shared-domain/src/categories/
-- catalogue.ts), which the app reads; this table is its copy for the database, and the server
-- suite's "the SQL catalogue equals DEFAULT_CATEGORY_TREE" test fails when the two differ. A
-- change to the catalogue is a change to both, in a new migration.

create table private.predefined_subcategories (
  category text not null,
  name text not null,
  primary key (category, name)
);

comment on table private.predefined_subcategories is
  'The default catalogue: every predefined subcategory of every default category (copy of DEFAULT_CATEGORY_TREE).';

-- Not user data: the same rows for everyone, read by the checks below, written only here.
grant select on private.predefined_subcategories to authenticated, service_role;

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

-- A default category: its name is a key of the catalogue, compared trimmed and case-insensitively
-- as the client compares names.
create function private.is_default_category(category text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from private.predefined_subcategories p
    where lower(p.category) = lower(btrim(is_default_category.category))
  );
$$;

-- A predefined subcategory: in the catalogue under that category, names compared trimmed and
-- case-insensitively.
create function private.is_predefined_subcategory(category text, subcategory text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from private.predefined_subcategories p
    where lower(p.category) = lower(btrim(is_predefined_subcategory.category))
      and lower(p.name) = lower(btrim(is_predefined_subcategory.subcategory))
  );
$$;

revoke execute on function private.is_default_category(text) from public;
revoke execute on function private.is_predefined_subcategory(text, text) from public;
grant execute on function private.is_default_category(text) to authenticated, service_role;
grant execute on function private.is_predefined_subcategory(text, text) to authenticated, service_role;
