-- Why: the running balance of the transactions list (spec point 3 'Table columns') must follow
-- the balance start date (issue 13 point 4, spec point 3 'Pre-start transaction handling',
-- IGNORE), as the header does: it sums only the rows dated from private.balance_start_date (the
-- caller's setting; every row without one), so the last row dated on or before today still
-- carries get_available_balance's figure. A row dated before the start date is listed as before
-- and shows 0 (nothing counted yet, the list's opening figure). Otherwise as migration
-- 20260201090100: same signature, arguments, errors, paging, sorting, filters and count.

create or replace function public.list_transactions(
  page_size integer default 10,
  page_offset integer default 0,
  sort_by text default 'date',
  sort_direction text default 'desc',
  filter_type text default null,
  filter_category text default null,
  filter_subcategory text default null,
  date_from date default null,
  date_to date default null,
  amount_min numeric default null,
  amount_max numeric default null,
  search text default null,
  -- COMPLETED, MODIFIED, SKIPPED, or PENDING for no status.
  status text default null
)
returns table (
  id uuid,
  user_id uuid,
  account_id uuid,
  type text,
  amount numeric,
  actual_amount numeric,
  planned_amount numeric,
  execution_status text,
  date date,
  category text,
  subcategory text,
  description text,
  recurring boolean,
  frequency text,
  recurring_rule_id uuid,
  currency text,
  created_at timestamptz,
  updated_at timestamptz,
  running_balance numeric,
  total_count bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  uid uuid := (select auth.uid());
  dir text := lower(coalesce(list_transactions.sort_direction, 'desc'));
  order_clause text;
  where_clause text;
  pattern text;
  total bigint;
  start_day date := private.balance_start_date(uid);
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
    list_transactions.search, list_transactions.status) f;

  if list_transactions.filter_type is null and list_transactions.filter_category is null
     and list_transactions.filter_subcategory is null and list_transactions.amount_min is null
     and list_transactions.amount_max is null and pattern is null and list_transactions.status is null then
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
        pattern, list_transactions.status;
  end if;

  return query execute format($q$
    with page as (
      select t.* from public.transactions t
      where %1$s
      order by %2$s
      limit $11 offset $12
    ),
    days as (
      -- Balance before each day from the balance start date up to the last day on the page; a
      -- row dated before the start date moves nothing and shows 0.
      select d.date, sum(d.total) over (order by d.date) - d.total as before_day
      from private.transaction_daily_totals d
      where d.user_id = $1 and d.date >= $14 and d.date <= (select max(p.date) from page p)
    )
    select t.id, t.user_id, t.account_id, t.type, t.amount, t.actual_amount, t.planned_amount,
      t.execution_status, t.date, t.category, t.subcategory, t.description, t.recurring,
      t.frequency, t.recurring_rule_id, t.currency, t.created_at, t.updated_at,
      coalesce(dy.before_day, 0) + (
        select coalesce(sum(private.signed_counted_amount(s.type, s.execution_status, s.amount, s.actual_amount)), 0)
        from public.transactions s
        where s.user_id = $1 and s.date = t.date and s.date >= $14 and s.id <= t.id
      ) as running_balance,
      $13::bigint as total_count
    from page t
    left join days dy on dy.date = t.date
    order by %2$s
  $q$, where_clause, order_clause)
  using uid, list_transactions.filter_type, list_transactions.filter_category, list_transactions.filter_subcategory,
    list_transactions.date_from, list_transactions.date_to, list_transactions.amount_min, list_transactions.amount_max,
    pattern, list_transactions.status, list_transactions.page_size, list_transactions.page_offset, total, start_day;
end;
$$;

comment on function public.list_transactions(integer, integer, text, text, text, text, text, date, date, numeric, numeric, text, text) is
  'One page of the caller''s transactions, filtered and sorted on the server, each with the running balance (ledger order date, id, from the balance start date) and the filtered total_count.';
