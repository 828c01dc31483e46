-- Why: issue 26 point 4, reconciliation. reconcile_account(account_id, bank_balance) records the
-- difference between the bank's figure today and the account's balance (get_account_balances) as
-- an adjustment and marks the account's done rows up to today reconciled (transactions.reconciled_at,
-- user_accounts.last_reconciled_at), in one transaction; a reconciled row loses its mark when its
-- money changes; the import neither matches a reconciled planned item nor undoes a reconciled row.

alter table "public"."transactions" add column "reconciled_at" timestamp with time zone;

alter table "public"."user_accounts" add column "last_reconciled_at" timestamp with time zone;

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.transactions_keep_reconciled()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- A reconciled row whose money changes (amount, status, day, accounts, type) is no longer what
  -- the bank agreed with: it loses the mark (the UI asked first). Text changes keep it.
  if old.reconciled_at is not null and (
    new.amount is distinct from old.amount
    or new.actual_amount is distinct from old.actual_amount
    or new.execution_status is distinct from old.execution_status
    or new.date is distinct from old.date
    or new.account_id is distinct from old.account_id
    or new.to_account_id is distinct from old.to_account_id
    or new.type is distinct from old.type
  ) then
    new.reconciled_at := null;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_user();
  today date := private.bucharest_today();
  marked_at timestamp with time zone := now();
  account public.user_accounts;
  own_balance numeric;
  difference numeric;
  adjustment public.transactions;
  marked integer;
begin
  -- The same rules as a transaction's amount, a sign allowed (an overdraft, a credit card).
  if reconcile_account.bank_balance is null or abs(reconcile_account.bank_balance) > 1000000
    or reconcile_account.bank_balance <> round(reconcile_account.bank_balance, 3) then
    raise exception 'bank_balance must be at most 1,000,000 in absolute value, with at most three decimals'
      using errcode = 'invalid_parameter_value', hint = 'RECONCILE_AMOUNT_INVALID';
  end if;
  -- Locked: two reconciliations of one account run one after the other. Row-level security hides
  -- other users' accounts: theirs are "not found" like a missing one (HTTP 404).
  select a.* into account
  from public.user_accounts a
  where a.id = reconcile_account.account_id and a.user_id = uid
  for update;
  if account.id is null then
    raise exception 'account not found: %', reconcile_account.account_id using errcode = 'PT404', hint = 'ACCOUNT_NOT_FOUND';
  end if;

  select b.balance into own_balance from public.get_account_balances(today) b where b.account_id = account.id;
  difference := reconcile_account.bank_balance - coalesce(own_balance, 0);
  if abs(difference) > 1000000 then
    raise exception 'the difference from the bank (%) is over 1,000,000', difference
      using errcode = 'invalid_parameter_value', hint = 'RECONCILE_DIFFERENCE_TOO_LARGE';
  end if;
  if difference <> 0 then
    insert into public.transactions (user_id, account_id, type, amount, execution_status, date, category, subcategory, description, currency)
    values (uid, account.id, case when difference > 0 then 'INCOME' else 'EXPENSE' end, abs(difference), 'COMPLETED', today,
      'NECATEGORIZAT', 'Necategorizat', 'Ajustare sold', account.currency)
    returning * into adjustment;
  end if;

  -- The done rows the figure holds, on either side of a transfer; a mark already there keeps its time.
  update public.transactions t
  set reconciled_at = marked_at
  where t.user_id = uid
    and (t.account_id = account.id or t.to_account_id = account.id)
    and t.date <= today
    and t.execution_status in ('COMPLETED', 'MODIFIED')
    and t.reconciled_at is null;
  get diagnostics marked = row_count;
  update public.user_accounts a set last_reconciled_at = marked_at where a.id = account.id;

  return jsonb_build_object(
    'account_id', account.id,
    'date', today,
    'bank_balance', reconcile_account.bank_balance,
    'balance_before', coalesce(own_balance, 0),
    'difference', difference,
    'adjustment', case when adjustment.id is null then null else to_jsonb(adjustment) end,
    'marked', marked,
    'reconciled_at', marked_at
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.apply_import(account_id uuid, file_name text, format text, rows jsonb, matches jsonb DEFAULT '[]'::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.undo_import(batch_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE TRIGGER transactions_keep_reconciled BEFORE UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION private.transactions_keep_reconciled();

COMMENT ON COLUMN public.transactions.reconciled_at IS 'When reconcile_account found this row''s account agreeing with the bank (the row counted in that figure); cleared when its money changes (supabase/schemas/15_reconciliation.sql). Null: not reconciled.';

COMMENT ON COLUMN public.user_accounts.last_reconciled_at IS 'When reconcile_account last agreed this account with the bank; null: never.';

COMMENT ON FUNCTION private.transactions_keep_reconciled() IS 'Before a transaction is updated: a reconciled row whose amount, actual amount, status, date, account, to-account or type changes loses its reconciled_at.';

REVOKE ALL ON FUNCTION private.transactions_keep_reconciled() FROM PUBLIC;

COMMENT ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) IS 'Reconciles one of the caller''s accounts with what the bank shows today, in one transaction: the difference from its balance (get_account_balances) becomes a done adjustment dated today (NECATEGORIZAT › Necategorizat, "Ajustare sold", INCOME when the bank shows more, EXPENSE when less, none when equal), its done rows up to today are marked reconciled and last_reconciled_at is set. Returns {account_id, date, bank_balance, balance_before, difference, adjustment, marked, reconciled_at}. Hints RECONCILE_AMOUNT_INVALID, RECONCILE_DIFFERENCE_TOO_LARGE (400), ACCOUNT_NOT_FOUND (404).';

REVOKE ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) TO authenticated;
GRANT ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) TO service_role;
REVOKE ALL ON FUNCTION public.reconcile_account(account_id uuid, bank_balance numeric) FROM anon;
