-- Transactions (spec points 4 and 5): public.transactions with its checks and the trigger that
-- files a row under an account and refuses what cannot be; the counted amount (the one definition
-- of what a row counts for); the per-day totals of the grid and the daily page and the per-account
-- day and month totals of the balances, kept by statement triggers; the links between a row and
-- its copies; deleting and restoring a row.

CREATE TABLE private.account_daily_totals (
    user_id uuid NOT NULL,
    account_id uuid,
    date date NOT NULL,
    flow numeric DEFAULT 0 NOT NULL,
    row_count integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.account_daily_totals
    ADD CONSTRAINT account_daily_totals_key UNIQUE NULLS NOT DISTINCT (user_id, account_id, date) INCLUDE (flow);

ALTER TABLE ONLY private.account_daily_totals
    ADD CONSTRAINT account_daily_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.account_daily_totals IS 'Money moved per user, account and day (private.account_flow of every row), kept by a trigger on public.transactions.';

ALTER TABLE private.account_daily_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "account_daily_totals: users read their own days" ON private.account_daily_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.account_daily_totals TO authenticated;
GRANT ALL ON TABLE private.account_daily_totals TO service_role;

CREATE TABLE private.account_monthly_totals (
    user_id uuid NOT NULL,
    account_id uuid,
    month date NOT NULL,
    flow numeric DEFAULT 0 NOT NULL,
    row_count integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.account_monthly_totals
    ADD CONSTRAINT account_monthly_totals_key UNIQUE NULLS NOT DISTINCT (user_id, account_id, month) INCLUDE (flow);

ALTER TABLE ONLY private.account_monthly_totals
    ADD CONSTRAINT account_monthly_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

COMMENT ON TABLE private.account_monthly_totals IS 'private.account_daily_totals summed per month, kept by the same trigger: a balance over years reads whole months and the days of the months at its two ends (private.account_flows_between).';

ALTER TABLE private.account_monthly_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "account_monthly_totals: users read their own months" ON private.account_monthly_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.account_monthly_totals TO authenticated;
GRANT ALL ON TABLE private.account_monthly_totals TO service_role;

CREATE TABLE private.transaction_daily_totals (
    user_id uuid NOT NULL,
    date date NOT NULL,
    total numeric DEFAULT 0 NOT NULL,
    row_count bigint DEFAULT 0 NOT NULL,
    income numeric DEFAULT 0 NOT NULL,
    expenses numeric DEFAULT 0 NOT NULL,
    savings numeric DEFAULT 0 NOT NULL,
    unconverted integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.transaction_daily_totals
    ADD CONSTRAINT transaction_daily_totals_pkey PRIMARY KEY (user_id, date);

-- Deleting a user takes their days too (the trigger leaves a deleted user's totals alone).
ALTER TABLE ONLY private.transaction_daily_totals
    ADD CONSTRAINT transaction_daily_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX transaction_daily_totals_user_id_date_total_idx ON private.transaction_daily_totals USING btree (user_id, date) INCLUDE (total);

COMMENT ON TABLE private.transaction_daily_totals IS 'Signed counted amount and number of transactions per user and day, in the user''s default currency (each row converted at the BNR rate of its day, private.conversion_factor), kept by triggers on public.transactions, public.exchange_rates and public.user_settings (private.refresh_daily_totals).';

COMMENT ON COLUMN private.transaction_daily_totals.unconverted IS 'How many of the day''s counted rows are in a currency with no BNR rate on or before the day: left out of the day''s sums, which then say the rate is missing.';

COMMENT ON COLUMN private.transaction_daily_totals.income IS 'Counted amount of the day''s INCOME rows (private.counted_amount).';

COMMENT ON COLUMN private.transaction_daily_totals.expenses IS 'Counted amount of the day''s EXPENSE rows (private.counted_amount).';

COMMENT ON COLUMN private.transaction_daily_totals.savings IS 'Counted amount of the day''s SAVING rows (private.counted_amount).';

ALTER TABLE private.transaction_daily_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "transaction_daily_totals: users read their own daily totals" ON private.transaction_daily_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.transaction_daily_totals TO authenticated;
GRANT SELECT ON TABLE private.transaction_daily_totals TO service_role;

CREATE TABLE private.transaction_cell_totals (
    user_id uuid NOT NULL,
    date date NOT NULL,
    category text COLLATE "C" NOT NULL,
    subcategory text COLLATE "C",
    type text COLLATE "C" NOT NULL,
    execution_status text COLLATE "C",
    row_count integer NOT NULL,
    value numeric DEFAULT 0 NOT NULL
);

-- Deleting a user takes their cells too.
ALTER TABLE ONLY private.transaction_cell_totals
    ADD CONSTRAINT transaction_cell_totals_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX transaction_cell_totals_user_id_date_idx ON private.transaction_cell_totals USING btree (user_id, date);

COMMENT ON TABLE private.transaction_cell_totals IS 'The grid''s cells (issue 22): per user, day, category, subcategory, type and status, the number of rows and their counted amount in the user''s default currency (each row at the BNR rate of its day; none: left out of value, counted in row_count); transfers have no cell. Kept with private.transaction_daily_totals by private.refresh_daily_totals. Text under collation "C": grouped and compared bytewise, which the grid''s lines need and the database''s locale made slower.';

ALTER TABLE private.transaction_cell_totals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "transaction_cell_totals: users read their own cells" ON private.transaction_cell_totals FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT SELECT ON TABLE private.transaction_cell_totals TO authenticated;
GRANT SELECT ON TABLE private.transaction_cell_totals TO service_role;

CREATE FUNCTION private.account_flow(type text, counted numeric, to_side boolean) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- to_side: the to_account_id end of a TRANSFER or SAVING, which receives the amount.
  select case
    when account_flow.to_side then account_flow.counted
    when account_flow.type = 'INCOME' then account_flow.counted
    else -account_flow.counted
  end;
$$;

COMMENT ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) IS 'What a row moves in one of its accounts: + its counted amount for an INCOME and at a transfer''s or saving''s to_account_id, - for an EXPENSE, SAVING or TRANSFER at account_id.';

REVOKE ALL ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) TO authenticated;
GRANT ALL ON FUNCTION private.account_flow(type text, counted numeric, to_side boolean) TO service_role;

CREATE FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- Only COMPLETED, MODIFIED or no status count; MODIFIED with actual_amount uses it; <= 0 skipped.
  select case
    when counted_amount.execution_status is not null
      and counted_amount.execution_status not in ('COMPLETED', 'MODIFIED') then 0
    when counted_amount.execution_status = 'MODIFIED' and counted_amount.actual_amount is not null then
      greatest(counted_amount.actual_amount, 0)
    else greatest(counted_amount.amount, 0)
  end;
$$;

COMMENT ON FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) IS 'The one definition of what a transaction counts in the balance: status COMPLETED, MODIFIED or null; MODIFIED with actual_amount counts that, otherwise amount; <= 0 counts nothing. A row counts in the balance of its own day and every later day.';

GRANT ALL ON FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.counted_amount(execution_status text, amount numeric, actual_amount numeric) TO service_role;

CREATE FUNCTION private.received_amount(counted numeric, to_amount numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- Nothing while the row does not count (planned, skipped); then what reached the to-account.
  select case when received_amount.counted > 0 then coalesce(received_amount.to_amount, received_amount.counted) else 0 end;
$$;

COMMENT ON FUNCTION private.received_amount(counted numeric, to_amount numeric) IS 'What a transfer or saving adds to its to-account, in that account''s currency: its to_amount once the row counts (counted > 0), nothing before.';

REVOKE ALL ON FUNCTION private.received_amount(counted numeric, to_amount numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.received_amount(counted numeric, to_amount numeric) TO authenticated;
GRANT ALL ON FUNCTION private.received_amount(counted numeric, to_amount numeric) TO service_role;

CREATE FUNCTION private.free_links(row_data jsonb, owner uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  link record;
  taken boolean;
  result jsonb := row_data;
begin
  for link in select l.link_column from private.transaction_links() l loop
    continue when row_data ->> link.link_column is null;
    execute format(
      'select not exists (select 1 from public.transactions s where s.id = $1 and s.user_id = $2)
          or exists (select 1 from public.transactions c where c.user_id = $2 and c.%I = $1)',
      link.link_column
    ) into taken using (row_data ->> link.link_column)::uuid, free_links.owner;
    if taken then
      result := result || jsonb_build_object(link.link_column, null);
    end if;
  end loop;
  return result;
end;
$_$;

REVOKE ALL ON FUNCTION private.free_links(row_data jsonb, owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.free_links(row_data jsonb, owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.free_links(row_data jsonb, owner uuid) TO service_role;

CREATE FUNCTION private.linked_ids(transaction_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  link record;
  ids uuid[];
  result jsonb := '{}';
begin
  for link in select l.link_column, l.snapshot_key from private.transaction_links() l loop
    execute format(
      'select coalesce(array_agg(t.id order by t.id), ''{}'') from public.transactions t where t.%I = $1 and t.user_id = $2',
      link.link_column
    ) into ids using linked_ids.transaction_id, (select auth.uid());
    result := result || jsonb_build_object(link.snapshot_key, to_jsonb(ids));
  end loop;
  return result;
end;
$_$;

REVOKE ALL ON FUNCTION private.linked_ids(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.linked_ids(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.linked_ids(transaction_id uuid) TO service_role;

CREATE FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  link record;
begin
  for link in select l.link_column, l.snapshot_key from private.transaction_links() l loop
    continue when jsonb_typeof(snapshot -> link.snapshot_key) is distinct from 'array';
    execute format(
      'update public.transactions t
       set %1$I = $1
       where t.id = (
         select c.id from public.transactions c
         where c.%1$I is null
           and c.id in (select value::uuid from pg_catalog.jsonb_array_elements_text($3))
         order by c.id
         limit 1
       )
         and not exists (select 1 from public.transactions o where o.user_id = $2 and o.%1$I = $1)',
      link.link_column
    ) using relink.restored_id, relink.owner, snapshot -> link.snapshot_key;
  end loop;
end;
$_$;

REVOKE ALL ON FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.relink(restored_id uuid, owner uuid, snapshot jsonb) TO service_role;

CREATE FUNCTION private.sync_account_daily_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Definer: the caller may read its days and months but not write them; only this trigger does.
  -- Each branch adds what the statement's rows move per (user, account, day) to the days, and the
  -- same changes summed per month to the months.
  if tg_op in ('UPDATE', 'DELETE') then
    with f as (
      select f.user_id, f.account_id, f.date, -sum(f.flow) as flow, -count(*) as row_count
      from (
        select o.user_id, o.account_id, o.date, private.account_flow(o.type, o.counted_amount, false) as flow from old_rows o
        union all
        select o.user_id, o.to_account_id, o.date, private.account_flow(o.type, private.received_amount(o.counted_amount, o.to_amount), true) from old_rows o
        where o.to_account_id is not null
      ) f
      -- A user being deleted: the cascade from auth.users takes their totals too, perhaps already.
      where exists (select 1 from auth.users u where u.id = f.user_id)
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    with f as (
      select f.user_id, f.account_id, f.date, sum(f.flow) as flow, count(*) as row_count
      from (
        select n.user_id, n.account_id, n.date, private.account_flow(n.type, n.counted_amount, false) as flow from new_rows n
        union all
        select n.user_id, n.to_account_id, n.date, private.account_flow(n.type, private.received_amount(n.counted_amount, n.to_amount), true) from new_rows n
        where n.to_account_id is not null
      ) f
      group by f.user_id, f.account_id, f.date
    ), days as (
      insert into private.account_daily_totals as d (user_id, account_id, date, flow, row_count)
      select f.user_id, f.account_id, f.date, f.flow, f.row_count from f
      on conflict (user_id, account_id, date) do update
        set flow = d.flow + excluded.flow, row_count = d.row_count + excluded.row_count
    )
    insert into private.account_monthly_totals as m (user_id, account_id, month, flow, row_count)
    select f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date, sum(f.flow), sum(f.row_count) from f
    group by f.user_id, f.account_id, date_trunc('month', f.date::timestamp)::date
    on conflict (user_id, account_id, month) do update
      set flow = m.flow + excluded.flow, row_count = m.row_count + excluded.row_count;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.account_daily_totals d
    where d.row_count = 0
      and d.user_id in (select distinct o.user_id from old_rows o)
      and d.date in (select distinct o.date from old_rows o);
    delete from private.account_monthly_totals m
    where m.row_count = 0
      and m.user_id in (select distinct o.user_id from old_rows o)
      and m.month in (select distinct date_trunc('month', o.date::timestamp)::date from old_rows o);
  end if;
  return null;
end;
$$;

CREATE FUNCTION private.refresh_daily_totals(owners uuid[], days date[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- The (owners[i], days[i]) days are summed again from public.transactions: the day's totals and
  -- its grid cells, each converted into the owner's default currency at the BNR rate of the day
  -- (the one conversion of both). A currency without a rate adds nothing and is counted in the
  -- day's unconverted. Days left without transactions go, so the tables stay as small as the
  -- calendar used.
  delete from private.transaction_daily_totals d
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where d.user_id = gone.user_id and d.date = gone.date;
  delete from private.transaction_cell_totals c
  using (select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)) gone
  where c.user_id = gone.user_id and c.date = gone.date;
  with touched as (
    select distinct x.user_id, x.date from unnest(refresh_daily_totals.owners, refresh_daily_totals.days) as x(user_id, date)
  ), targets as (
    select o.user_id, private.owner_currency(o.user_id) as target from (select distinct t.user_id from touched t) o
  ), groups as materialized (
    -- One group per cell and currency; counted_rows: the rows that count an amount (a
    -- transfer's none).
    select t.user_id, t.date, t.category, t.subcategory, t.type, t.execution_status, t.currency,
      count(*)::integer as row_count, sum(t.counted_amount) as amount,
      count(*) filter (where t.counted_amount > 0 and t.type <> 'TRANSFER')::integer as counted_rows
    from touched
    join public.transactions t on t.user_id = touched.user_id and t.date = touched.date
    group by 1, 2, 3, 4, 5, 6, 7
  ), converted as (
    -- The factor of each group (1 at once for the owner's own currency), not of each day and
    -- currency joined back to the groups: with the plan PL/pgSQL keeps, made for a few days, that
    -- join of two CTEs compared every pair, 7,291 × 7,291 rows for a ten-year daily series (most
    -- of its 7.6 s on PGlite; issue 24 point 10).
    select g.*, private.conversion_factor(g.currency, tg.target, g.date) as k
    from groups g
    join targets tg on tg.user_id = g.user_id
  ), cells as (
    -- A transfer is neither income nor expense: it has no cell.
    insert into private.transaction_cell_totals (user_id, date, category, subcategory, type, execution_status, row_count, value)
    select c.user_id, c.date, c.category, c.subcategory, c.type, c.execution_status, sum(c.row_count), coalesce(sum(c.amount * c.k), 0)
    from converted c
    where c.type <> 'TRANSFER'
    group by 1, 2, 3, 4, 5, 6
  )
  -- total: the day's income less its spending (income +, expense and saving -, a transfer 0).
  insert into private.transaction_daily_totals (user_id, date, total, row_count, income, expenses, savings, unconverted)
  select c.user_id, c.date,
    coalesce(sum(case c.type when 'INCOME' then c.amount * c.k when 'TRANSFER' then 0 else -c.amount * c.k end), 0),
    sum(c.row_count),
    coalesce(sum(c.amount * c.k) filter (where c.type = 'INCOME'), 0),
    coalesce(sum(c.amount * c.k) filter (where c.type = 'EXPENSE'), 0),
    coalesce(sum(c.amount * c.k) filter (where c.type = 'SAVING'), 0),
    coalesce(sum(c.counted_rows) filter (where c.k is null), 0)
  from converted c
  group by c.user_id, c.date;
end;
$$;

COMMENT ON FUNCTION private.refresh_daily_totals(owners uuid[], days date[]) IS 'Sums the (owners[i], days[i]) days of private.transaction_daily_totals and private.transaction_cell_totals again from public.transactions, converted into each owner''s default currency at the BNR rate of the day: the one place the per-day totals and the grid''s cells are computed.';

REVOKE ALL ON FUNCTION private.refresh_daily_totals(owners uuid[], days date[]) FROM PUBLIC;

CREATE FUNCTION private.sync_transaction_daily_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owners uuid[];
  days date[];
begin
  -- Definer: the caller may read its daily totals but not write them; only this trigger does.
  -- The days the statement's rows were or are on are summed again (private.refresh_daily_totals).
  if tg_op = 'INSERT' then
    select array_agg(n.user_id), array_agg(n.date) into owners, days from (select distinct n.user_id, n.date from new_rows n) n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.user_id), array_agg(o.date) into owners, days from (select distinct o.user_id, o.date from old_rows o) o;
  else
    select array_agg(u.user_id), array_agg(u.date) into owners, days
    from (select n.user_id, n.date from new_rows n union select o.user_id, o.date from old_rows o) u;
  end if;
  perform private.refresh_daily_totals(owners, days);
  return null;
end;
$$;

CREATE FUNCTION private.transaction_links() RETURNS TABLE(link_column text, snapshot_key text)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  values ('copied_from_id', 'copy_ids'), ('postponed_from_id', 'postponed_ids');
$$;

REVOKE ALL ON FUNCTION private.transaction_links() FROM PUBLIC;
GRANT ALL ON FUNCTION private.transaction_links() TO authenticated;
GRANT ALL ON FUNCTION private.transaction_links() TO service_role;

CREATE FUNCTION private.transactions_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  goes_to text;
begin
  -- The writer's default account when none is named (row-level security: only the writer's own).
  if new.account_id is null then
    select a.id into new.account_id
    from public.user_accounts a
    where a.user_id = new.user_id and a.is_default;
  end if;
  -- A row is in its account's currency, whatever the writer sent; a transfer's or saving's
  -- to_amount is in its to-account's (to_currency), the same as the amount when both currencies
  -- are one, given by the writer (what the bank really credited) when they differ.
  if new.account_id is not null then
    new.currency := coalesce((
      select a.currency from public.user_accounts a
      where a.id = new.account_id and a.user_id = new.user_id), new.currency);
  end if;
  if new.to_account_id is null then
    new.to_currency := null;
    new.to_amount := null;
  else
    -- Another user's account is not found: the foreign key refuses the row after this.
    new.to_currency := coalesce((
      select a.currency from public.user_accounts a
      where a.id = new.to_account_id and a.user_id = new.user_id), new.currency);
    if new.to_currency is not distinct from new.currency then
      new.to_amount := case when new.execution_status = 'MODIFIED' and new.actual_amount is not null then new.actual_amount else new.amount end;
    elsif new.to_amount is null then
      raise exception 'a transfer between two currencies needs the amount that reached the other account'
        using errcode = 'check_violation', hint = 'TRANSFER_AMOUNT_REQUIRED';
    end if;
  end if;

  if new.type = 'TRANSFER' then
    new.category := 'TRANSFER';
  end if;
  if new.to_account_id is not null and new.to_account_id = new.account_id then
    raise exception 'a transfer needs two different accounts'
      using errcode = 'check_violation', hint = 'TRANSFER_SAME_ACCOUNT';
  end if;
  if new.type = 'SAVING' and new.to_account_id is not null then
    select a.account_type into goes_to
    from public.user_accounts a
    where a.id = new.to_account_id and a.user_id = new.user_id;
    if goes_to is not null and goes_to not in ('SAVINGS', 'INVESTMENT') then
      raise exception 'a saving goes to a savings or investment account'
        using errcode = 'check_violation', hint = 'SAVING_ACCOUNT_INVALID';
    end if;
  end if;

  -- Dates against status, checked when a row is written or its date or status changes.
  if tg_op = 'INSERT' or new.date is distinct from old.date or new.execution_status is distinct from old.execution_status then
    if new.execution_status in ('COMPLETED', 'MODIFIED') and new.date > private.bucharest_today() then
      raise exception 'a done transaction cannot be dated after today'
        using errcode = 'check_violation', hint = 'DONE_IN_FUTURE';
    end if;
    if new.execution_status is null and not new.recurring and new.recurring_rule_id is null
       and new.date > (private.bucharest_today() + interval '1 year')::date then
      raise exception 'a planned transaction can be dated at most a year ahead'
        using errcode = 'check_violation', hint = 'PLANNED_TOO_FAR';
    end if;
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.transactions_before_write() IS 'Before a transaction is written: the default account when none is named, the account''s currency and the to-account''s (to_amount: the amount itself when they agree, required when they differ), a transfer''s fixed category, two different accounts, a saving''s target account type, and the dates a done or planned row may have.';

CREATE TABLE public.transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    account_id uuid,
    type text NOT NULL,
    amount numeric NOT NULL,
    actual_amount numeric,
    planned_amount numeric,
    execution_status text,
    date date NOT NULL,
    category text NOT NULL,
    subcategory text,
    description text,
    recurring boolean DEFAULT false NOT NULL,
    frequency text DEFAULT 'NONE'::text NOT NULL,
    recurring_rule_id uuid,
    currency text DEFAULT private.default_currency() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    counted_amount numeric GENERATED ALWAYS AS (private.counted_amount(execution_status, amount, actual_amount)) STORED NOT NULL,
    copied_from_id uuid,
    copy_batch_id uuid,
    unplanned boolean DEFAULT false NOT NULL,
    postponed_from_id uuid,
    to_account_id uuid,
    import_reference text,
    import_batch_id uuid,
    reconciled_at timestamp with time zone,
    to_amount numeric,
    to_currency text,
    CONSTRAINT transactions_actual_amount_check CHECK (((actual_amount >= (0)::numeric) AND (actual_amount <= (1000000)::numeric) AND (actual_amount = round(actual_amount, 3)))),
    CONSTRAINT transactions_amount_check CHECK (((amount > (0)::numeric) AND (amount <= (1000000)::numeric) AND (amount = round(amount, 3)))),
    CONSTRAINT transactions_category_check CHECK (((length(category) >= 1) AND (length(category) <= 100))),
    CONSTRAINT transactions_created_at_range_check CHECK (private.is_app_timestamp(created_at)),
    CONSTRAINT transactions_currency_check CHECK ((currency = ANY (ARRAY['RON'::text, 'EUR'::text, 'USD'::text, 'GBP'::text]))),
    CONSTRAINT transactions_date_range_check CHECK (private.is_app_date(date)),
    CONSTRAINT transactions_description_check CHECK (((length(description) >= 1) AND (length(description) <= 1000))),
    CONSTRAINT transactions_execution_status_check CHECK ((execution_status = ANY (ARRAY['COMPLETED'::text, 'MODIFIED'::text, 'SKIPPED'::text]))),
    CONSTRAINT transactions_frequency_check CHECK ((frequency = ANY (ARRAY['NONE'::text, 'DAILY'::text, 'WEEKLY'::text, 'MONTHLY'::text, 'YEARLY'::text]))),
    CONSTRAINT transactions_import_reference_check CHECK (((length(import_reference) >= 1) AND (length(import_reference) <= 200))),
    CONSTRAINT transactions_planned_amount_check CHECK (((planned_amount >= (0)::numeric) AND (planned_amount <= (1000000)::numeric) AND (planned_amount = round(planned_amount, 3)))),
    CONSTRAINT transactions_recurring_frequency_check CHECK (((NOT recurring) OR (frequency <> 'NONE'::text))),
    CONSTRAINT transactions_subcategory_check CHECK (((length(subcategory) >= 1) AND (length(subcategory) <= 100))),
    CONSTRAINT transactions_to_amount_check CHECK ((((to_account_id IS NULL) = (to_amount IS NULL)) AND ((to_account_id IS NULL) = (to_currency IS NULL)) AND ((to_amount >= (0)::numeric) AND (to_amount <= (10000000)::numeric) AND (to_amount = round(to_amount, 3))) AND ((to_currency IS DISTINCT FROM currency) OR (to_amount = CASE WHEN ((execution_status = 'MODIFIED'::text) AND (actual_amount IS NOT NULL)) THEN actual_amount ELSE amount END)))),
    CONSTRAINT transactions_to_currency_check CHECK ((to_currency = ANY (ARRAY['RON'::text, 'EUR'::text, 'USD'::text, 'GBP'::text]))),
    CONSTRAINT transactions_to_account_check CHECK (((to_account_id IS NULL) OR (type = ANY (ARRAY['TRANSFER'::text, 'SAVING'::text])))),
    CONSTRAINT transactions_transfer_check CHECK (((type <> 'TRANSFER'::text) OR ((account_id IS NOT NULL) AND (to_account_id IS NOT NULL) AND (category = 'TRANSFER'::text) AND (subcategory IS NULL) AND (NOT unplanned) AND ((NOT recurring) OR (frequency = 'MONTHLY'::text)) AND (recurring OR (recurring_rule_id IS NULL))))),
    CONSTRAINT transactions_transfer_same_account_check CHECK (((to_account_id IS NULL) OR (to_account_id <> account_id))),
    CONSTRAINT transactions_type_check CHECK ((type = ANY (ARRAY['INCOME'::text, 'EXPENSE'::text, 'SAVING'::text, 'TRANSFER'::text]))),
    CONSTRAINT transactions_unplanned_check CHECK (((NOT unplanned) OR ((NOT (execution_status IS DISTINCT FROM 'COMPLETED'::text)) AND (NOT recurring) AND (recurring_rule_id IS NULL)))),
    CONSTRAINT transactions_updated_at_range_check CHECK (private.is_app_timestamp(updated_at))
);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_id_user_id_key UNIQUE (id, user_id);

-- A statement's entry comes in once per account, whoever calls the API (issue 25 point 4).
ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_account_import_reference_key UNIQUE (account_id, import_reference);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_account_id_fkey FOREIGN KEY (account_id, user_id) REFERENCES public.user_accounts(id, user_id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_copied_from_id_fkey FOREIGN KEY (copied_from_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE SET NULL (copied_from_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_postponed_from_id_fkey FOREIGN KEY (postponed_from_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE SET NULL (postponed_from_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_recurring_rule_id_fkey FOREIGN KEY (recurring_rule_id, user_id) REFERENCES public.recurring_rules(id, user_id) ON DELETE SET NULL (recurring_rule_id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_to_account_id_fkey FOREIGN KEY (to_account_id, user_id) REFERENCES public.user_accounts(id, user_id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

CREATE INDEX transactions_account_id_idx ON public.transactions USING btree (account_id);

CREATE INDEX transactions_import_batch_id_idx ON public.transactions USING btree (import_batch_id) WHERE (import_batch_id IS NOT NULL);

CREATE INDEX transactions_recurring_rule_id_idx ON public.transactions USING btree (recurring_rule_id);

CREATE INDEX transactions_to_account_id_idx ON public.transactions USING btree (to_account_id) WHERE (to_account_id IS NOT NULL);

CREATE INDEX transactions_user_id_account_id_date_idx ON public.transactions USING btree (user_id, account_id, date DESC, id DESC);

CREATE INDEX transactions_user_id_amount_idx ON public.transactions USING btree (user_id, amount, id);

CREATE INDEX transactions_user_id_balance_idx ON public.transactions USING btree (user_id, type) INCLUDE (execution_status, amount, actual_amount);

CREATE INDEX transactions_user_id_category_idx ON public.transactions USING btree (user_id, category, subcategory);

CREATE UNIQUE INDEX transactions_user_id_copied_from_id_key ON public.transactions USING btree (user_id, copied_from_id) WHERE (copied_from_id IS NOT NULL);

CREATE INDEX transactions_user_id_copy_batch_id_idx ON public.transactions USING btree (user_id, copy_batch_id) WHERE (copy_batch_id IS NOT NULL);

CREATE INDEX transactions_user_id_date_idx ON public.transactions USING btree (user_id, date DESC, id DESC);

CREATE INDEX transactions_user_id_pending_plan_date_idx ON public.transactions USING btree (user_id, date) WHERE ((execution_status IS NULL) AND (NOT unplanned));

CREATE UNIQUE INDEX transactions_user_id_postponed_from_id_key ON public.transactions USING btree (user_id, postponed_from_id) WHERE (postponed_from_id IS NOT NULL);

COMMENT ON TABLE public.transactions IS 'Incomes, expenses and savings of a user; planned (status null) or executed.';

COMMENT ON COLUMN public.transactions.counted_amount IS 'What the row counts in the balance and the month grid: private.counted_amount(execution_status, amount, actual_amount), stored when the row is written.';

COMMENT ON COLUMN public.transactions.copied_from_id IS 'The row this one was copied from by copy_previous_month_plan (same user); null otherwise or once the source is deleted.';

COMMENT ON COLUMN public.transactions.copy_batch_id IS 'The copy_previous_month_plan call that created this row: its undo deletes the rows of the batch.';

COMMENT ON COLUMN public.transactions.unplanned IS 'True for a spontaneous item of the daily page (no plan behind it): always COMPLETED and one-off.';

COMMENT ON COLUMN public.transactions.postponed_from_id IS 'The SKIPPED row this pending copy was postponed from by postpone_transaction (same user); null otherwise or once the source is deleted.';

COMMENT ON COLUMN public.transactions.import_reference IS 'The statement entry this row came from or was matched to: ref:<the bank''s reference> or fp:<fingerprint of account, date, amount, description and occurrence>; unique per account. Null for rows typed in.';

COMMENT ON COLUMN public.transactions.import_batch_id IS 'The apply_import call that inserted this row (its undo deletes the rows of the batch); null for rows typed in, for planned items an import matched, and once the batch is gone.';

COMMENT ON COLUMN public.transactions.to_account_id IS 'The account a TRANSFER reaches, or the savings or investment account a SAVING goes to; null otherwise.';

COMMENT ON COLUMN public.transactions.currency IS 'The currency of amount and actual_amount: the account''s (set by private.transactions_before_write).';

COMMENT ON COLUMN public.transactions.to_amount IS 'What a TRANSFER or SAVING with a to_account_id adds to that account, in its currency (to_currency): the amount itself between accounts of one currency, what the bank really credited between two; null without a to-account.';

COMMENT ON COLUMN public.transactions.to_currency IS 'The to-account''s currency (set by private.transactions_before_write); null without a to-account.';

COMMENT ON COLUMN public.transactions.reconciled_at IS 'When reconcile_account found this row''s account agreeing with the bank (the row counted in that figure); cleared when its money changes (supabase/schemas/15_reconciliation.sql). Null: not reconciled.';

ALTER TABLE public.transactions ENABLE ROW LEVEL SECURITY;

CREATE POLICY "transactions: users add transactions for themselves" ON public.transactions FOR INSERT TO authenticated WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "transactions: users change their own transactions" ON public.transactions FOR UPDATE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id)) WITH CHECK ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "transactions: users delete their own transactions" ON public.transactions FOR DELETE TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

CREATE POLICY "transactions: users read their own transactions" ON public.transactions FOR SELECT TO authenticated USING ((( SELECT auth.uid() AS uid) = user_id));

GRANT ALL ON TABLE public.transactions TO anon;
GRANT ALL ON TABLE public.transactions TO authenticated;
GRANT ALL ON TABLE public.transactions TO service_role;

-- The rule a series is created from is its first row (recurrence.sql creates the table before
-- this one exists).
ALTER TABLE ONLY public.recurring_rules
    ADD CONSTRAINT recurring_rules_transaction_id_fkey FOREIGN KEY (transaction_id, user_id) REFERENCES public.transactions(id, user_id) ON DELETE CASCADE DEFERRABLE;

CREATE FUNCTION public.delete_transaction(transaction_id uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  deleted public.transactions;
  anchored public.recurring_rules;
  linked uuid[] := '{}';
  links jsonb;
begin
  select r.* into anchored
  from public.recurring_rules r
  where r.transaction_id = delete_transaction.transaction_id;
  if anchored.id is not null then
    select coalesce(array_agg(t.id order by t.date, t.id), '{}') into linked
    from public.transactions t
    where t.recurring_rule_id = anchored.id and t.id <> delete_transaction.transaction_id;
  end if;
  -- Read before the delete, which clears these rows' links.
  links := private.linked_ids(delete_transaction.transaction_id);

  delete from public.transactions t
  where t.id = delete_transaction.transaction_id
  returning t.* into deleted;
  -- RLS hides other users' rows: theirs are "not found" like a missing one.
  if deleted.id is null then
    raise exception 'transaction not found: %', delete_transaction.transaction_id using errcode = 'PT404';
  end if;

  return jsonb_build_object(
    'transaction', to_jsonb(deleted),
    'rule', case when anchored.id is null then null else to_jsonb(anchored) end,
    'linked_transaction_ids', to_jsonb(linked)
  ) || links;
end;
$$;

COMMENT ON FUNCTION public.delete_transaction(transaction_id uuid) IS 'Deletes one transaction of the caller; returns {transaction, rule, linked_transaction_ids, copy_ids, postponed_ids} for an undo.';

REVOKE ALL ON FUNCTION public.delete_transaction(transaction_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_transaction(transaction_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.delete_transaction(transaction_id uuid) TO service_role;
REVOKE ALL ON FUNCTION public.delete_transaction(transaction_id uuid) FROM anon;

CREATE FUNCTION public.restore_transaction(snapshot jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  row_data jsonb := snapshot -> 'transaction';
  restored public.transactions;
  anchored public.recurring_rules;
  columns text;
begin
  if jsonb_typeof(row_data) is distinct from 'object' then
    raise exception 'snapshot.transaction must be an object' using errcode = 'invalid_parameter_value';
  end if;
  restored := jsonb_populate_record(null::public.transactions, row_data);
  row_data := private.free_links(row_data, restored.user_id);

  if jsonb_typeof(snapshot -> 'rule') = 'object' then
    anchored := jsonb_populate_record(null::public.recurring_rules, snapshot -> 'rule');
    set constraints public.recurring_rules_transaction_id_fkey deferred;
    insert into public.recurring_rules select anchored.*;
  end if;

  -- Every column of the row but the generated ones, which the database computes again.
  select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.transactions'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
  execute format('insert into public.transactions (%1$s) select %1$s from jsonb_populate_record(null::public.transactions, $1)', columns)
    using row_data;

  if anchored.id is not null then
    update public.transactions t
    set recurring_rule_id = anchored.id
    where t.recurring_rule_id is null
      and t.id in (select value::uuid from jsonb_array_elements_text(coalesce(snapshot -> 'linked_transaction_ids', '[]')));
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  end if;

  perform private.relink(restored.id, restored.user_id, snapshot);
end;
$_$;

COMMENT ON FUNCTION public.restore_transaction(snapshot jsonb) IS 'Undo of delete_transaction: puts back the row, the rule it anchored, the links of that rule''s occurrences, of the row''s copy and of its postponed copy.';

REVOKE ALL ON FUNCTION public.restore_transaction(snapshot jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_transaction(snapshot jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.restore_transaction(snapshot jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.restore_transaction(snapshot jsonb) FROM anon;

CREATE FUNCTION public.delete_transactions(transaction_ids uuid[]) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  snapshots jsonb := '[]'::jsonb;
  one uuid;
begin
  -- One call, one transaction: every row goes or none does. A row that is missing or not the
  -- caller's (PT404 from delete_transaction) takes back the deletes before it.
  if coalesce(pg_catalog.cardinality(delete_transactions.transaction_ids), 0) not between 1 and 1000 then
    raise exception 'transaction_ids must hold 1 to 1000 ids' using errcode = 'invalid_parameter_value';
  end if;
  foreach one in array delete_transactions.transaction_ids loop
    snapshots := snapshots || jsonb_build_array(public.delete_transaction(one));
  end loop;
  return snapshots;
end;
$$;

COMMENT ON FUNCTION public.delete_transactions(transaction_ids uuid[]) IS 'Deletes the caller''s transactions in one transaction (all or none, at most 1000); returns their delete_transaction snapshots in order, for one restore_transactions.';

REVOKE ALL ON FUNCTION public.delete_transactions(transaction_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_transactions(transaction_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.delete_transactions(transaction_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION public.delete_transactions(transaction_ids uuid[]) FROM anon;

CREATE FUNCTION public.restore_transactions(snapshots jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  one jsonb;
begin
  -- Undo of delete_transactions, all or nothing, in the order they went: a restored row may be
  -- what a later one links to.
  if jsonb_typeof(restore_transactions.snapshots) is distinct from 'array'
    or jsonb_array_length(restore_transactions.snapshots) not between 1 and 1000 then
    raise exception 'snapshots must be an array of 1 to 1000 snapshots' using errcode = 'invalid_parameter_value';
  end if;
  for one in select s.value from jsonb_array_elements(restore_transactions.snapshots) with ordinality s(value, n) order by s.n loop
    perform public.restore_transaction(one);
  end loop;
end;
$$;

COMMENT ON FUNCTION public.restore_transactions(snapshots jsonb) IS 'Undo of delete_transactions: restore_transaction of each snapshot, in order, in one transaction.';

REVOKE ALL ON FUNCTION public.restore_transactions(snapshots jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_transactions(snapshots jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.restore_transactions(snapshots jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.restore_transactions(snapshots jsonb) FROM anon;

CREATE TRIGGER transactions_account_totals_after_delete AFTER DELETE ON public.transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_account_daily_totals();

CREATE TRIGGER transactions_account_totals_after_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_account_daily_totals();

CREATE TRIGGER transactions_account_totals_after_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_account_daily_totals();

CREATE TRIGGER transactions_before_write BEFORE INSERT OR UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION private.transactions_before_write();

CREATE TRIGGER transactions_daily_totals_after_delete AFTER DELETE ON public.transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_transaction_daily_totals();

CREATE TRIGGER transactions_daily_totals_after_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_transaction_daily_totals();

CREATE TRIGGER transactions_daily_totals_after_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.sync_transaction_daily_totals();

CREATE TRIGGER transactions_set_updated_at BEFORE UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
