-- Why: the month grid (issue 11) sums the counted amount of every transaction of a month, 3,000
-- rows for a heavy month, and must answer in a few milliseconds. private.counted_amount is the one
-- definition of what a row counts (issue 9 point 8), but a function with a pinned search_path is
-- never inlined, so calling it per row costs about 5 microseconds: 15 ms for such a month. The
-- value is now stored with each row, computed by that same function when the row is written
-- (a generated column), as private.transaction_daily_totals already keeps it per day. A change to
-- private.counted_amount must recompute both (a new migration re-adding this column and
-- rebuilding the daily totals).
--
-- A generated column cannot be written, so restore_transaction, which put a deleted row back with
-- every column of its snapshot, now inserts every column but the generated ones (read from the
-- catalogue, so a column added later is restored without touching this function again).

alter table public.transactions
  add column counted_amount numeric not null
    generated always as (private.counted_amount(execution_status, amount, actual_amount)) stored;

comment on column public.transactions.counted_amount is
  'What the row counts in the balance and the month grid: private.counted_amount(execution_status, amount, actual_amount), stored when the row is written.';

create or replace function public.restore_transaction(snapshot jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  anchored public.recurring_rules;
  columns text;
begin
  if jsonb_typeof(snapshot -> 'transaction') is distinct from 'object' then
    raise exception 'snapshot.transaction must be an object' using errcode = 'invalid_parameter_value';
  end if;

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
    using snapshot -> 'transaction';

  if anchored.id is not null then
    update public.transactions t
    set recurring_rule_id = anchored.id
    where t.recurring_rule_id is null
      and t.id in (select value::uuid from jsonb_array_elements_text(coalesce(snapshot -> 'linked_transaction_ids', '[]')));
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  end if;
end;
$$;
