-- The transactions list and its exports (spec point 5 'Transactions'): one filter clause for
-- both, pages with the running balance (list_transactions) and the export (export_transactions).

CREATE FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) RETURNS record
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if status is not null and status not in ('COMPLETED', 'MODIFIED', 'SKIPPED', 'PENDING') then
    raise exception 'invalid status: %', status using errcode = 'invalid_parameter_value';
  end if;
  if filter_type is not null and filter_type not in ('INCOME', 'EXPENSE', 'SAVING', 'TRANSFER') then
    raise exception 'invalid type: %', filter_type using errcode = 'invalid_parameter_value';
  end if;
  clause := 't.user_id = $1';
  if filter_type is not null then clause := clause || ' and t.type = $2'; end if;
  if filter_category is not null then clause := clause || ' and t.category = $3'; end if;
  if filter_subcategory is not null then clause := clause || ' and t.subcategory = $4'; end if;
  if date_from is not null then clause := clause || ' and t.date >= $5'; end if;
  if date_to is not null then clause := clause || ' and t.date <= $6'; end if;
  if amount_min is not null then clause := clause || ' and t.amount >= $7'; end if;
  if amount_max is not null then clause := clause || ' and t.amount <= $8'; end if;
  if nullif(btrim(search), '') is not null then
    pattern := '%' || replace(replace(replace(private.fold_text(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    clause := clause || ' and private.fold_text(t.description) like $9';
  end if;
  if status = 'PENDING' then
    clause := clause || ' and t.execution_status is null';
  elsif status is not null then
    clause := clause || ' and t.execution_status = $10';
  end if;
  if filter_account is not null then
    clause := clause || format(' and (t.account_id = %1$s or t.to_account_id = %1$s)', account_param);
  end if;
end;
$_$;

REVOKE ALL ON FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) TO authenticated;
GRANT ALL ON FUNCTION private.transaction_filter_clause(filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid, account_param text, OUT clause text, OUT pattern text) TO service_role;

CREATE FUNCTION public.export_transactions(page_size integer DEFAULT 5000, sort_by text DEFAULT 'date'::text, sort_direction text DEFAULT 'desc'::text, after_date date DEFAULT NULL::date, after_amount numeric DEFAULT NULL::numeric, after_id uuid DEFAULT NULL::uuid, filter_type text DEFAULT NULL::text, filter_category text DEFAULT NULL::text, filter_subcategory text DEFAULT NULL::text, date_from date DEFAULT NULL::date, date_to date DEFAULT NULL::date, amount_min numeric DEFAULT NULL::numeric, amount_max numeric DEFAULT NULL::numeric, search text DEFAULT NULL::text, status text DEFAULT NULL::text, after_category text DEFAULT NULL::text, after_subcategory text DEFAULT NULL::text, after_type text DEFAULT NULL::text, filter_account uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, user_id uuid, account_id uuid, to_account_id uuid, type text, amount numeric, actual_amount numeric, counted_amount numeric, planned_amount numeric, execution_status text, date date, category text, subcategory text, description text, recurring boolean, frequency text, recurring_rule_id uuid, currency text, created_at timestamp with time zone, updated_at timestamp with time zone, running_balance numeric, reconciled_at timestamp with time zone, to_amount numeric, to_currency text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET enable_nestloop TO 'off'
    AS $_$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(export_transactions.sort_direction, 'desc'));
  sort_col text := coalesce(export_transactions.sort_by, 'date');
  cmp text;
  order_clause text;
  where_clause text;
  pattern text;
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9: no page may ask for more rows than that.
  if export_transactions.page_size is null or export_transactions.page_size < 1 or export_transactions.page_size > 10000 then
    raise exception 'invalid paging: page_size must be 1 to 10000' using errcode = 'invalid_parameter_value';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'invalid sort_direction: %', export_transactions.sort_direction using errcode = 'invalid_parameter_value';
  end if;
  order_clause := case sort_col
    when 'date' then format('t.date %1$s, t.id %1$s', dir)
    when 'amount' then format('t.amount %1$s, t.id %1$s', dir)
    -- The list's order (subcategory nulls last in both directions), with the null test as a key
    -- of its own so that the cursor below can compare every key with = and < or >.
    when 'category' then format('t.category %1$s, (t.subcategory is null), coalesce(t.subcategory, '''') %1$s, t.date desc, t.id desc', dir)
    when 'type' then format('t.type %1$s, t.date desc, t.id desc', dir)
  end;
  if order_clause is null then
    raise exception 'invalid sort_by: %', export_transactions.sort_by using errcode = 'invalid_parameter_value';
  end if;
  if export_transactions.after_id is not null
     and ((sort_col in ('date', 'category', 'type') and export_transactions.after_date is null)
       or (sort_col = 'amount' and export_transactions.after_amount is null)
       or (sort_col = 'category' and export_transactions.after_category is null)
       or (sort_col = 'type' and export_transactions.after_type is null)) then
    raise exception 'invalid cursor: after_id needs the sort keys of % too', sort_col using errcode = 'invalid_parameter_value';
  end if;

  select f.clause, f.pattern into where_clause, pattern
  from private.transaction_filter_clause(
    export_transactions.filter_type, export_transactions.filter_category, export_transactions.filter_subcategory,
    export_transactions.date_from, export_transactions.date_to, export_transactions.amount_min, export_transactions.amount_max,
    export_transactions.search, export_transactions.status, export_transactions.filter_account, '$18') f;
  -- The cursor as a row comparison, so the index scan starts right after the previous page.
  cmp := case dir when 'asc' then '>' else '<' end;
  if export_transactions.after_id is not null then
    where_clause := where_clause || case sort_col
      when 'date' then format(' and (t.date, t.id) %s ($11, $13)', cmp)
      when 'amount' then format(' and (t.amount, t.id) %s ($12, $13)', cmp)
      when 'category' then format(
        ' and (t.category %1$s $15 or (t.category = $15 and ((t.subcategory is null) > ($16::text is null)'
        ' or ((t.subcategory is null) = ($16::text is null) and (coalesce(t.subcategory, '''') %1$s coalesce($16::text, '''')'
        ' or (coalesce(t.subcategory, '''') = coalesce($16::text, '''') and (t.date, t.id) < ($11, $13)))))))', cmp)
      when 'type' then format(' and (t.type %s $17 or (t.type = $17 and (t.date, t.id) < ($11, $13)))', cmp)
    end;
  end if;

  return query execute format($q$
    with page as materialized (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $14
    ),
    balances as (
      select r.id, r.running_balance from private.running_balances(array(select distinct p.date from page p)) r
    )
    select t.id, t.user_id, t.account_id, t.to_account_id, t.type, t.amount, t.actual_amount, t.counted_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      b.running_balance, t.reconciled_at, t.to_amount, t.to_currency
    from page t
    join balances b on b.id = t.id
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, export_transactions.filter_type, export_transactions.filter_category, export_transactions.filter_subcategory,
    export_transactions.date_from, export_transactions.date_to, export_transactions.amount_min, export_transactions.amount_max,
    pattern, export_transactions.status, export_transactions.after_date, export_transactions.after_amount,
    export_transactions.after_id, export_transactions.page_size, export_transactions.after_category,
    export_transactions.after_subcategory, export_transactions.after_type, export_transactions.filter_account;
end;
$_$;

COMMENT ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) IS 'The caller''s transactions for an export, one keyset page at a time (the list''s filters and sort; after_* is the last row of the previous page), each with the running available balance after it (the one balance rule), its reconciliation mark and, for a transfer or saving into an account, what reached it (to_amount, to_currency).';

REVOKE ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) TO authenticated;
GRANT ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) TO service_role;
REVOKE ALL ON FUNCTION public.export_transactions(page_size integer, sort_by text, sort_direction text, after_date date, after_amount numeric, after_id uuid, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, after_category text, after_subcategory text, after_type text, filter_account uuid) FROM anon;

CREATE FUNCTION public.list_transactions(page_size integer DEFAULT 10, page_offset integer DEFAULT 0, sort_by text DEFAULT 'date'::text, sort_direction text DEFAULT 'desc'::text, filter_type text DEFAULT NULL::text, filter_category text DEFAULT NULL::text, filter_subcategory text DEFAULT NULL::text, date_from date DEFAULT NULL::date, date_to date DEFAULT NULL::date, amount_min numeric DEFAULT NULL::numeric, amount_max numeric DEFAULT NULL::numeric, search text DEFAULT NULL::text, status text DEFAULT NULL::text, filter_account uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, user_id uuid, account_id uuid, to_account_id uuid, type text, amount numeric, actual_amount numeric, counted_amount numeric, planned_amount numeric, execution_status text, date date, category text, subcategory text, description text, recurring boolean, frequency text, recurring_rule_id uuid, currency text, created_at timestamp with time zone, updated_at timestamp with time zone, running_balance numeric, total_count bigint, reconciled_at timestamp with time zone, to_amount numeric, to_currency text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(list_transactions.sort_direction, 'desc'));
  order_clause text;
  where_clause text;
  pattern text;
  total bigint;
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9: no page may ask for more rows than that.
  if list_transactions.page_size is null or list_transactions.page_size < 1 or list_transactions.page_size > 10000
     or list_transactions.page_offset is null or list_transactions.page_offset < 0 then
    raise exception 'invalid paging: page_size must be 1 to 10000 and page_offset not negative'
      using errcode = 'invalid_parameter_value';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'invalid sort_direction: %', list_transactions.sort_direction using errcode = 'invalid_parameter_value';
  end if;
  order_clause := case coalesce(list_transactions.sort_by, 'date')
    when 'date' then format('t.date %s, t.id %s', dir, dir)
    when 'amount' then format('t.amount %s, t.id %s', dir, dir)
    when 'category' then format('t.category %s, t.subcategory %s nulls last, t.date desc, t.id desc', dir, dir)
    when 'type' then format('t.type %s, t.date desc, t.id desc', dir)
  end;
  if order_clause is null then
    raise exception 'invalid sort_by: %', list_transactions.sort_by using errcode = 'invalid_parameter_value';
  end if;
  select f.clause, f.pattern into where_clause, pattern
  from private.transaction_filter_clause(
    list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    list_transactions.search, list_transactions.status, list_transactions.filter_account, '$14') f;

  if list_transactions.filter_type is null and list_transactions.filter_category is null
     and list_transactions.filter_subcategory is null and list_transactions.amount_min is null
     and list_transactions.amount_max is null and pattern is null and list_transactions.status is null
     and list_transactions.filter_account is null then
    -- Only dates (or nothing) filter: the count is a sum over the daily totals.
    select coalesce(sum(d.row_count), 0)::bigint into total
    from private.transaction_daily_totals d
    where d.user_id = uid
      and (list_transactions.date_from is null or d.date >= list_transactions.date_from)
      and (list_transactions.date_to is null or d.date <= list_transactions.date_to);
  else
    execute 'select count(*) from public.transactions t where ' || where_clause
      into total
      using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
        list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
        pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total,
        list_transactions.filter_account;
  end if;

  return query execute format($q$
    with page as materialized (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $11 offset $12
    ),
    balances as (
      select r.id, r.running_balance from private.running_balances(array(select distinct p.date from page p)) r
    )
    select t.id, t.user_id, t.account_id, t.to_account_id, t.type, t.amount, t.actual_amount, t.counted_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      b.running_balance,
      $13::bigint as total_count, t.reconciled_at, t.to_amount, t.to_currency
    from page t
    join balances b on b.id = t.id
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total,
    list_transactions.filter_account;
end;
$_$;

COMMENT ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) IS 'One page of the caller''s transactions, filtered (account, type, category, dates, amounts, status, a search folding case and diacritics) and sorted on the server, each with the running available balance after it (the one balance rule, ledger order date, id) and the filtered total_count, its reconciliation mark and, for a transfer or saving into an account, what reached it (to_amount, to_currency).';

REVOKE ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) TO authenticated;
GRANT ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) TO service_role;
REVOKE ALL ON FUNCTION public.list_transactions(page_size integer, page_offset integer, sort_by text, sort_direction text, filter_type text, filter_category text, filter_subcategory text, date_from date, date_to date, amount_min numeric, amount_max numeric, search text, status text, filter_account uuid) FROM anon;
