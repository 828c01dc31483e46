-- Statement import (issue 25): the record of each import (its batch, and the planned items it
-- completed with what they were before), apply_import, which writes a statement's rows and plan
-- matches in one transaction, undo_import, which takes one import back, the rows a statement is
-- checked against (import_candidates), the user's category rules and their saved column mappings.
-- Batches and their matches are written only by apply_import, through the two private definer
-- helpers here: the caller may read and delete theirs, not write them.

CREATE TABLE public.import_batches (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    account_id uuid NOT NULL,
    file_name text NOT NULL,
    format text NOT NULL,
    imported integer DEFAULT 0 NOT NULL,
    matched integer DEFAULT 0 NOT NULL,
    skipped integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT import_batches_counts_check CHECK (((imported >= 0) AND (matched >= 0) AND (skipped >= 0))),
    CONSTRAINT import_batches_file_name_check CHECK (((length(file_name) >= 1) AND (length(file_name) <= 255))),
    CONSTRAINT import_batches_format_check CHECK (((length(format) >= 1) AND (length(format) <= 40)))
);

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_account_id_fkey FOREIGN KEY (account_id, user_id) REFERENCES public.user_accounts(id, user_id) ON DELETE CASCADE;

ALTER TABLE ONLY public.import_batches
    ADD CONSTRAINT import_batches_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX import_batches_account_id_idx ON public.import_batches USING btree (account_id);

CREATE INDEX import_batches_user_id_created_at_idx ON public.import_batches USING btree (user_id, created_at DESC);

COMMENT ON TABLE public.import_batches IS 'One apply_import call of a user: the file, the account, and how many rows it inserted, planned items it completed and duplicates it skipped. Written by apply_import only; undo_import takes it back.';

ALTER TABLE public.import_batches ENABLE ROW LEVEL SECURITY;

CREATE POLICY "import_batches: users delete their own imports" ON public.import_batches FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "import_batches: users read their own imports" ON public.import_batches FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

REVOKE ALL ON TABLE public.import_batches FROM anon;
REVOKE ALL ON TABLE public.import_batches FROM authenticated;
GRANT SELECT,DELETE ON TABLE public.import_batches TO authenticated;
GRANT ALL ON TABLE public.import_batches TO service_role;

-- The row an import inserted points at its batch (06_transactions.sql creates transactions before
-- this table exists); a batch that goes leaves its rows in place.
ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_import_batch_id_fkey FOREIGN KEY (import_batch_id, user_id) REFERENCES public.import_batches(id, user_id) ON DELETE SET NULL (import_batch_id);

CREATE TABLE public.import_batch_matches (
    batch_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    transaction_id uuid NOT NULL,
    previous jsonb NOT NULL,
    CONSTRAINT import_batch_matches_previous_check CHECK ((jsonb_typeof(previous) = 'object'::text))
);

ALTER TABLE ONLY public.import_batch_matches
    ADD CONSTRAINT import_batch_matches_pkey PRIMARY KEY (batch_id, transaction_id);

ALTER TABLE ONLY public.import_batch_matches
    ADD CONSTRAINT import_batch_matches_batch_id_fkey FOREIGN KEY (batch_id, user_id) REFERENCES public.import_batches(id, user_id) ON DELETE CASCADE;

ALTER TABLE ONLY public.import_batch_matches
    ADD CONSTRAINT import_batch_matches_transaction_id_fkey FOREIGN KEY (transaction_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE CASCADE;

CREATE INDEX import_batch_matches_transaction_id_idx ON public.import_batch_matches USING btree (transaction_id);

COMMENT ON TABLE public.import_batch_matches IS 'The planned items an import completed, with what undo_import puts back: previous = {date, execution_status, actual_amount, import_reference, account_id} before the match.';

ALTER TABLE public.import_batch_matches ENABLE ROW LEVEL SECURITY;

CREATE POLICY "import_batch_matches: users read their own matches" ON public.import_batch_matches FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

REVOKE ALL ON TABLE public.import_batch_matches FROM anon;
REVOKE ALL ON TABLE public.import_batch_matches FROM authenticated;
GRANT SELECT ON TABLE public.import_batch_matches TO authenticated;
GRANT ALL ON TABLE public.import_batch_matches TO service_role;

CREATE TABLE public.category_rules (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    "position" integer NOT NULL,
    match_kind text NOT NULL,
    pattern text NOT NULL,
    category text NOT NULL,
    subcategory text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT category_rules_category_check CHECK (((length(category) >= 1) AND (length(category) <= 100))),
    CONSTRAINT category_rules_match_kind_check CHECK ((match_kind = ANY (ARRAY['CONTAINS'::text, 'EXACT'::text]))),
    CONSTRAINT category_rules_pattern_check CHECK (((length(pattern) >= 1) AND (length(pattern) <= 200) AND (btrim(pattern) <> ''::text))),
    CONSTRAINT category_rules_position_check CHECK (("position" >= 0)),
    CONSTRAINT category_rules_subcategory_check CHECK (((length(subcategory) >= 1) AND (length(subcategory) <= 100)))
);

ALTER TABLE ONLY public.category_rules
    ADD CONSTRAINT category_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.category_rules
    ADD CONSTRAINT category_rules_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX category_rules_user_id_position_idx ON public.category_rules USING btree (user_id, "position");

COMMENT ON TABLE public.category_rules IS 'A user''s rules for imported rows: description or payee contains (or is exactly) pattern → category › subcategory; the first rule in position order that fits wins. At most 500 a user.';

ALTER TABLE public.category_rules ENABLE ROW LEVEL SECURITY;

CREATE POLICY "category_rules: users add rules for themselves" ON public.category_rules FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "category_rules: users change their own rules" ON public.category_rules FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "category_rules: users delete their own rules" ON public.category_rules FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "category_rules: users read their own rules" ON public.category_rules FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

REVOKE ALL ON TABLE public.category_rules FROM anon;
GRANT ALL ON TABLE public.category_rules TO authenticated;
GRANT ALL ON TABLE public.category_rules TO service_role;

CREATE TABLE public.import_mappings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    name text NOT NULL,
    shape text NOT NULL,
    mapping jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT import_mappings_mapping_check CHECK (((jsonb_typeof(mapping) = 'object'::text) AND (octet_length((mapping)::text) <= 8192))),
    CONSTRAINT import_mappings_name_check CHECK (((length(name) >= 1) AND (length(name) <= 100))),
    CONSTRAINT import_mappings_shape_check CHECK (((length(shape) >= 1) AND (length(shape) <= 2000)))
);

ALTER TABLE ONLY public.import_mappings
    ADD CONSTRAINT import_mappings_pkey PRIMARY KEY (id);

-- Saving under a name the user already has replaces that mapping (upsert on user_id, name).
ALTER TABLE ONLY public.import_mappings
    ADD CONSTRAINT import_mappings_user_id_name_key UNIQUE (user_id, name);

ALTER TABLE ONLY public.import_mappings
    ADD CONSTRAINT import_mappings_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE public.import_mappings IS 'A user''s saved column mappings for CSV files no known bank layout reads: name, the header shape it was made for (offered again for a file of the same shape) and the mapping document. At most 50 a user.';

ALTER TABLE public.import_mappings ENABLE ROW LEVEL SECURITY;

CREATE POLICY "import_mappings: users add mappings for themselves" ON public.import_mappings FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "import_mappings: users change their own mappings" ON public.import_mappings FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "import_mappings: users delete their own mappings" ON public.import_mappings FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "import_mappings: users read their own mappings" ON public.import_mappings FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

REVOKE ALL ON TABLE public.import_mappings FROM anon;
GRANT ALL ON TABLE public.import_mappings TO authenticated;
GRANT ALL ON TABLE public.import_mappings TO service_role;

CREATE FUNCTION private.category_rules_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    -- One user's inserts one at a time, so two cannot both pass the limit.
    perform pg_advisory_xact_lock(hashtextextended('category_rules:' || new.user_id::text, 0));
    if (select count(*) from public.category_rules r where r.user_id = new.user_id) >= 500 then
      -- No figure in the message: the client reads a '500' in an error's text as a server
      -- failure (shared-domain classifyErrorMessage, spec point 8). The limit goes in the detail.
      raise exception 'too many category rules for this user'
        using errcode = 'check_violation', detail = 'A user may keep at most 500 category rules.', hint = 'RULES_LIMIT';
    end if;
  end if;
  -- A reorder leaves the target alone: a rule whose category went since keeps its place.
  if tg_op = 'INSERT' or new.category is distinct from old.category or new.subcategory is distinct from old.subcategory then
    if not private.is_known_category(new.category, new.subcategory) then
      raise exception 'unknown category: %', left(new.category, 100) using errcode = 'check_violation', hint = 'UNKNOWN_CATEGORY';
    end if;
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.category_rules_before_write() IS 'Before a category rule is written: at most 500 a user, and a category (and subcategory) of the writer''s catalogue.';

REVOKE ALL ON FUNCTION private.category_rules_before_write() FROM PUBLIC;

CREATE FUNCTION private.import_mappings_before_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  perform pg_advisory_xact_lock(hashtextextended('import_mappings:' || new.user_id::text, 0));
  -- An upsert under a name already saved replaces it: only a new name counts.
  if (select count(*) from public.import_mappings m where m.user_id = new.user_id) >= 50
    and not exists (select 1 from public.import_mappings m where m.user_id = new.user_id and m.name = new.name)
  then
    raise exception 'too many saved mappings for this user'
      using errcode = 'check_violation', detail = 'A user may keep at most 50 saved mappings.', hint = 'MAPPINGS_LIMIT';
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.import_mappings_before_insert() IS 'Before a mapping is saved: at most 50 a user (saving again under a name already used replaces it).';

REVOKE ALL ON FUNCTION private.import_mappings_before_insert() FROM PUBLIC;

CREATE FUNCTION private.open_import_batch(account_id uuid, file_name text, format text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer: the caller may not write batches; apply_import (invoker) opens one through here after
-- it checked the account. The row is the caller's, on one of the caller's accounts.
declare
  uid uuid := private.require_user();
  batch uuid;
begin
  insert into public.import_batches (user_id, account_id, file_name, format)
  select uid, a.id, left(open_import_batch.file_name, 255), left(open_import_batch.format, 40)
  from public.user_accounts a
  where a.id = open_import_batch.account_id and a.user_id = uid
  returning id into batch;
  if batch is null then
    raise exception 'account not found: %', open_import_batch.account_id using errcode = 'check_violation', hint = 'IMPORT_ACCOUNT_INVALID';
  end if;
  return batch;
end;
$$;

COMMENT ON FUNCTION private.open_import_batch(account_id uuid, file_name text, format text) IS 'apply_import''s new batch of the caller on one of the caller''s accounts (definer: batches are not the caller''s to write).';

REVOKE ALL ON FUNCTION private.open_import_batch(account_id uuid, file_name text, format text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.open_import_batch(account_id uuid, file_name text, format text) TO authenticated;
GRANT ALL ON FUNCTION private.open_import_batch(account_id uuid, file_name text, format text) TO service_role;

CREATE FUNCTION private.close_import_batch(batch_id uuid, imported integer, matched integer, skipped integer, previous jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
-- Definer, as open_import_batch: the counts and the matched items' previous state of one of the
-- caller's batches. previous: [{transaction_id, previous}], items of the caller only.
declare
  uid uuid := private.require_user();
begin
  update public.import_batches b
  set imported = close_import_batch.imported, matched = close_import_batch.matched, skipped = close_import_batch.skipped
  where b.id = close_import_batch.batch_id and b.user_id = uid;
  if not found then
    raise exception 'import not found: %', close_import_batch.batch_id using errcode = 'P0002', hint = 'IMPORT_NOT_FOUND';
  end if;
  insert into public.import_batch_matches (batch_id, user_id, transaction_id, previous)
  select close_import_batch.batch_id, uid, (p.value ->> 'transaction_id')::uuid, p.value -> 'previous'
  from jsonb_array_elements(coalesce(close_import_batch.previous, '[]'::jsonb)) p;
end;
$$;

COMMENT ON FUNCTION private.close_import_batch(batch_id uuid, imported integer, matched integer, skipped integer, previous jsonb) IS 'apply_import''s counts of one of the caller''s batches and the previous state of the planned items it completed (definer: batches are not the caller''s to write).';

REVOKE ALL ON FUNCTION private.close_import_batch(batch_id uuid, imported integer, matched integer, skipped integer, previous jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.close_import_batch(batch_id uuid, imported integer, matched integer, skipped integer, previous jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.close_import_batch(batch_id uuid, imported integer, matched integer, skipped integer, previous jsonb) TO service_role;

CREATE FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb DEFAULT '[]'::jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
-- One statement's import in one transaction (issue 25 point 7): every row and every match, or
-- nothing. Each row is checked again here and by the table (amounts, dates, a done row not after
-- today); a row whose reference the account already holds is skipped (the unique constraint), as
-- is a match whose reference it holds. Security invoker: the rows written are the caller's, on
-- the caller's account (row-level security and the composite keys); only the batch is written
-- through the definer helpers.
declare
  uid uuid := private.require_user();
  wanted jsonb := coalesce(apply_import.matches, '[]'::jsonb);
  bad bigint;
  bad_reason text;
  batch uuid;
  previous jsonb;
  found_count bigint;
  imported integer := 0;
  matched integer := 0;
  skipped integer := 0;
  caller_currency text := private.default_currency();
begin
  if jsonb_typeof(apply_import.rows) is distinct from 'array' or jsonb_typeof(wanted) is distinct from 'array' then
    raise exception 'rows and matches must be arrays' using errcode = 'check_violation', hint = 'IMPORT_ROW_INVALID';
  end if;
  if jsonb_array_length(apply_import.rows) + jsonb_array_length(wanted) > 10000 then
    -- The figures in the detail only: a count such as 10500 in the message would read as a
    -- server failure to the client (a '500' in an error's text, spec point 8).
    raise exception 'too many rows and matches for one import'
      using errcode = 'check_violation',
        detail = pg_catalog.format('An import holds at most 10000 rows and matches; this one has %s.', jsonb_array_length(apply_import.rows) + jsonb_array_length(wanted)),
        hint = 'IMPORT_TOO_MANY_ROWS';
  end if;
  if not exists (
    select 1 from public.user_accounts a where a.id = apply_import.account_id and a.user_id = uid and a.is_active
  ) then
    raise exception 'account not found or not active: %', apply_import.account_id
      using errcode = 'check_violation', hint = 'IMPORT_ACCOUNT_INVALID';
  end if;

  -- The first row that cannot be written, 0-based, with what is wrong with it.
  select r.n - 1, r.reason into bad, bad_reason
  from (
    select e.n, case
      when jsonb_typeof(e.v) is distinct from 'object' then 'not an object'
      when jsonb_typeof(e.v -> 'date') is distinct from 'string' or (e.v ->> 'date') !~ '^\d{4}-\d{2}-\d{2}$' then 'date'
      when (e.v ->> 'type') is null or (e.v ->> 'type') not in ('INCOME', 'EXPENSE') then 'type'
      when jsonb_typeof(e.v -> 'amount') is distinct from 'number' or (e.v ->> 'amount')::numeric <= 0 then 'amount'
      when jsonb_typeof(e.v -> 'category') is distinct from 'string' or btrim(e.v ->> 'category') = '' then 'category'
      when coalesce(jsonb_typeof(e.v -> 'subcategory'), 'null') not in ('string', 'null') then 'subcategory'
      when coalesce(jsonb_typeof(e.v -> 'description'), 'null') not in ('string', 'null') then 'description'
      when jsonb_typeof(e.v -> 'reference') is distinct from 'string' or length(e.v ->> 'reference') not between 1 and 200 then 'reference'
      when coalesce(jsonb_typeof(e.v -> 'pending'), 'boolean') <> 'boolean' then 'pending'
    end as reason
    from jsonb_array_elements(apply_import.rows) with ordinality e(v, n)
  ) r
  where r.reason is not null
  order by r.n
  limit 1;
  if bad is not null then
    raise exception 'row %: invalid %', bad, bad_reason using errcode = 'check_violation', hint = 'IMPORT_ROW_INVALID';
  end if;
  -- Each distinct category once: the caller's catalogue (private.is_known_category). The pairs
  -- are gathered first (materialized): as a HAVING clause without an aggregate the planner would
  -- move the check into WHERE, once a row (about 1 s of 10,000 rows on PostgreSQL 15).
  with pairs as materialized (
    select btrim(e.v ->> 'category') as category, nullif(btrim(e.v ->> 'subcategory'), '') as subcategory,
      min(e.n) as n, min(e.v ->> 'category') as named
    from jsonb_array_elements(apply_import.rows) with ordinality e(v, n)
    group by 1, 2
  )
  select p.n - 1, p.named into bad, bad_reason
  from pairs p
  where not private.is_known_category(p.category, p.subcategory)
  order by p.n
  limit 1;
  if bad is not null then
    raise exception 'row %: unknown category %', bad, left(bad_reason, 100) using errcode = 'check_violation', hint = 'IMPORT_ROW_INVALID';
  end if;

  select m.n - 1 into bad
  from jsonb_array_elements(wanted) with ordinality m(v, n)
  where jsonb_typeof(m.v) is distinct from 'object'
    or jsonb_typeof(m.v -> 'transaction_id') is distinct from 'string'
    or (m.v ->> 'transaction_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or jsonb_typeof(m.v -> 'date') is distinct from 'string' or (m.v ->> 'date') !~ '^\d{4}-\d{2}-\d{2}$'
    or jsonb_typeof(m.v -> 'amount') is distinct from 'number' or (m.v ->> 'amount')::numeric <= 0
    or jsonb_typeof(m.v -> 'reference') is distinct from 'string' or length(m.v ->> 'reference') not between 1 and 200
  order by m.n
  limit 1;
  if bad is not null then
    raise exception 'match %: invalid', bad using errcode = 'check_violation', hint = 'IMPORT_MATCH_INVALID';
  end if;

  batch := private.open_import_batch(apply_import.account_id, apply_import.file_name, apply_import.format);

  -- Matches: each one a pending INCOME or EXPENSE planned item of the caller, in this account or in
  -- none, not matched before, not reconciled (the import never changes a reconciled row), named
  -- once. Locked, so a concurrent import cannot match it too.
  perform 1 from public.transactions t
  where t.user_id = uid
    and t.id in (select (m.v ->> 'transaction_id')::uuid from jsonb_array_elements(wanted) m(v))
  for update;
  select count(*) into found_count
  from public.transactions t
  where t.id in (select (m.v ->> 'transaction_id')::uuid from jsonb_array_elements(wanted) m(v))
    and t.user_id = uid
    and t.execution_status is null
    and t.type in ('INCOME', 'EXPENSE')
    and (t.account_id = apply_import.account_id or t.account_id is null)
    and t.import_reference is null
    and t.reconciled_at is null;
  if found_count <> jsonb_array_length(wanted)
    or found_count <> (select count(distinct m.v ->> 'transaction_id') from jsonb_array_elements(wanted) m(v))
  then
    raise exception 'every match must name a different pending planned item of yours in this account'
      using errcode = 'check_violation', hint = 'IMPORT_MATCH_INVALID';
  end if;

  with m as (
    select (e.v ->> 'transaction_id')::uuid as id, (e.v ->> 'date')::date as date,
      (e.v ->> 'amount')::numeric as amount, e.v ->> 'reference' as reference
    from jsonb_array_elements(wanted) e(v)
  ), fresh as (
    -- A reference the account already holds (or that an earlier match here takes) is a duplicate.
    select distinct on (m.reference) m.*
    from m
    where not exists (
      select 1 from public.transactions x where x.account_id = apply_import.account_id and x.import_reference = m.reference
    )
    order by m.reference, m.id
  ), before as (
    select t.id, jsonb_build_object(
      'date', t.date, 'execution_status', t.execution_status, 'actual_amount', t.actual_amount,
      'import_reference', t.import_reference, 'account_id', t.account_id
    ) as previous
    from public.transactions t join fresh f on f.id = t.id
  ), done as (
    update public.transactions t
    set execution_status = case when f.amount = t.amount then 'COMPLETED' else 'MODIFIED' end,
      actual_amount = case when f.amount = t.amount then t.actual_amount else f.amount end,
      date = f.date,
      account_id = apply_import.account_id,
      import_reference = f.reference
    from fresh f
    where t.id = f.id and t.execution_status is null
    returning t.id
  )
  select count(*), coalesce(jsonb_agg(jsonb_build_object('transaction_id', b.id, 'previous', b.previous)), '[]'::jsonb)
  into matched, previous
  from done d join before b on b.id = d.id;
  skipped := jsonb_array_length(wanted) - matched;

  -- user_id and currency named, not left to their defaults: private.default_currency() reads the
  -- caller's settings, once a row as a default. Row-level security still checks user_id.
  insert into public.transactions (
    user_id, currency, account_id, type, amount, date, category, subcategory, description, execution_status, import_reference, import_batch_id
  )
  select uid, caller_currency, apply_import.account_id, e.v ->> 'type', (e.v ->> 'amount')::numeric, (e.v ->> 'date')::date,
    btrim(e.v ->> 'category'), nullif(btrim(e.v ->> 'subcategory'), ''),
    left(nullif(btrim(e.v ->> 'description'), ''), 1000),
    case when coalesce((e.v ->> 'pending')::boolean, false) then null else 'COMPLETED' end,
    e.v ->> 'reference', batch
  from jsonb_array_elements(apply_import.rows) with ordinality e(v, n)
  order by e.n
  on conflict on constraint transactions_account_import_reference_key do nothing;
  get diagnostics imported = row_count;
  skipped := skipped + jsonb_array_length(apply_import.rows) - imported;

  -- Nothing written: no batch to take back.
  if imported = 0 and matched = 0 then
    delete from public.import_batches b where b.id = batch;
    return jsonb_build_object('batch_id', null, 'imported', 0, 'matched', 0, 'skipped', skipped);
  end if;
  perform private.close_import_batch(batch, imported, matched, skipped, previous);
  return jsonb_build_object('batch_id', batch, 'imported', imported, 'matched', matched, 'skipped', skipped);
end;
$_$;

COMMENT ON FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb) IS 'Imports a statement into one of the caller''s active accounts in one transaction: rows [{date, type, amount, description, category, subcategory, reference, pending}] inserted as done (pending: planned), a reference the account already holds skipped; matches [{transaction_id, date, amount, reference}] complete pending planned items (COMPLETED, or MODIFIED with actual_amount when the amount differs) on the bank''s day. At most 10000 rows and matches; any refusal writes nothing (hints IMPORT_TOO_MANY_ROWS, IMPORT_ACCOUNT_INVALID, IMPORT_ROW_INVALID, IMPORT_MATCH_INVALID, or the table''s own). Returns {batch_id, imported, matched, skipped}; batch_id null when nothing was written.';

REVOKE ALL ON FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb) FROM anon;

CREATE FUNCTION public.undo_import(batch_id uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
-- Takes back exactly one import of the caller: the rows it inserted go, the planned items it
-- completed are pending again with their date, amount and account of before. Row-level security
-- hides other users' batches: theirs are "not found" like a missing one.
declare
  uid uuid := private.require_user();
  deleted integer;
  restored integer;
begin
  -- One undo of a batch at a time: a second waits, then finds it gone.
  perform pg_advisory_xact_lock(hashtextextended('import_batch:' || undo_import.batch_id::text, 0));
  if not exists (select 1 from public.import_batches b where b.id = undo_import.batch_id and b.user_id = uid) then
    raise exception 'import not found: %', undo_import.batch_id using errcode = 'P0002', hint = 'IMPORT_NOT_FOUND';
  end if;
  -- The import never changes a reconciled row: once the bank agreed with them, its rows stay.
  if exists (
    select 1 from public.transactions t
    where t.user_id = uid and t.reconciled_at is not null
      and (t.import_batch_id = undo_import.batch_id
        or t.id in (select m.transaction_id from public.import_batch_matches m where m.batch_id = undo_import.batch_id and m.user_id = uid))
  ) then
    raise exception 'rows of this import were reconciled since' using errcode = 'check_violation', hint = 'IMPORT_RECONCILED';
  end if;
  delete from public.transactions t where t.import_batch_id = undo_import.batch_id and t.user_id = uid;
  get diagnostics deleted = row_count;
  update public.transactions t
  set date = (m.previous ->> 'date')::date,
    execution_status = m.previous ->> 'execution_status',
    actual_amount = (m.previous ->> 'actual_amount')::numeric,
    import_reference = m.previous ->> 'import_reference',
    account_id = coalesce((m.previous ->> 'account_id')::uuid, t.account_id)
  from public.import_batch_matches m
  where m.batch_id = undo_import.batch_id and m.user_id = uid and t.id = m.transaction_id and t.user_id = uid;
  get diagnostics restored = row_count;
  delete from public.import_batches b where b.id = undo_import.batch_id and b.user_id = uid;
  return jsonb_build_object('deleted', deleted, 'restored', restored);
end;
$$;

COMMENT ON FUNCTION public.undo_import(batch_id uuid) IS 'Takes back one import of the caller in one transaction: deletes the rows it inserted, puts the planned items it completed back as they were, deletes the batch; returns {deleted, restored}. Another user''s or a missing batch: P0002, hint IMPORT_NOT_FOUND.';

REVOKE ALL ON FUNCTION public.undo_import(batch_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.undo_import(batch_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.undo_import(batch_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.undo_import(batch_id uuid) FROM anon;

CREATE FUNCTION public.import_candidates(account uuid, date_from date, date_to date) RETURNS TABLE(id uuid, date date, type text, amount numeric, actual_amount numeric, execution_status text, description text, import_reference text, account_id uuid, recurring_rule_id uuid)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Ordered by (date, id) so a caller can read it in pages (the API answers at most 1000 rows).
  -- The account is named `account`: account_id is a column of the answer.
  select t.id, t.date, t.type, t.amount, t.actual_amount, t.execution_status, t.description, t.import_reference, t.account_id, t.recurring_rule_id
  from public.transactions t
  where t.user_id = (select auth.uid())
    and t.type in ('INCOME', 'EXPENSE')
    and (t.account_id = $1 or t.account_id is null)
    and t.date between $2 and $3
  order by t.date, t.id;
$$;

COMMENT ON FUNCTION public.import_candidates(account uuid, date_from date, date_to date) IS 'The caller''s INCOME and EXPENSE rows in an account (or in none) dated from date_from to date_to, by date and id: what a statement''s rows are checked against for duplicates and plan matches.';

REVOKE ALL ON FUNCTION public.import_candidates(account uuid, date_from date, date_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.import_candidates(account uuid, date_from date, date_to date) TO authenticated;
GRANT ALL ON FUNCTION public.import_candidates(account uuid, date_from date, date_to date) TO service_role;
REVOKE ALL ON FUNCTION public.import_candidates(account uuid, date_from date, date_to date) FROM anon;

CREATE FUNCTION public.reorder_category_rules(rule_ids uuid[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  owner uuid := private.require_user();
  wanted integer := coalesce(cardinality(reorder_category_rules.rule_ids), 0);
begin
  -- Every rule of the caller exactly once (row-level security hides everyone else's).
  if wanted <> (select count(*) from public.category_rules r where r.user_id = owner)
    or wanted <> (select count(distinct i) from unnest(reorder_category_rules.rule_ids) i)
    or exists (
      select 1 from unnest(reorder_category_rules.rule_ids) i
      where not exists (select 1 from public.category_rules r where r.id = i and r.user_id = owner)
    )
  then
    raise exception 'the new order must list each of your rules exactly once'
      using errcode = '22023', hint = 'RULES_ORDER_INVALID';
  end if;
  update public.category_rules r
  set "position" = o.n - 1
  from unnest(reorder_category_rules.rule_ids) with ordinality as o(id, n)
  where r.id = o.id and r.user_id = owner and r."position" <> o.n - 1;
end;
$$;

COMMENT ON FUNCTION public.reorder_category_rules(rule_ids uuid[]) IS 'Sets position 0..n-1 of the caller''s category rules in the order given (all of them, each once), atomically; hint RULES_ORDER_INVALID otherwise.';

REVOKE ALL ON FUNCTION public.reorder_category_rules(rule_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_category_rules(rule_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.reorder_category_rules(rule_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.reorder_category_rules(rule_ids uuid[]) FROM anon;

CREATE TRIGGER category_rules_before_write BEFORE INSERT OR UPDATE ON public.category_rules FOR EACH ROW EXECUTE FUNCTION private.category_rules_before_write();

CREATE TRIGGER category_rules_set_updated_at BEFORE UPDATE ON public.category_rules FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TRIGGER import_mappings_before_insert BEFORE INSERT ON public.import_mappings FOR EACH ROW EXECUTE FUNCTION private.import_mappings_before_insert();

CREATE TRIGGER import_mappings_set_updated_at BEFORE UPDATE ON public.import_mappings FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TRIGGER import_batches_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.import_batches FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();
CREATE TRIGGER import_batch_matches_refuse_during_restore BEFORE INSERT OR DELETE OR UPDATE ON public.import_batch_matches FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_during_restore();
