-- Why: a postponed daily item and its pending copy are linked by transactions.postponed_from_id
-- (migration 20261124120100), which revert_to_planned follows to take a postponement back.
-- Deleting a row and undoing it must keep that link as copy_previous_month_plan's copied_from_id
-- is kept (migration 20261123130400): deleting the postponed row clears its copy's link (on delete
-- set null), so the snapshot lists the copy (postponed_ids) and the undo links it again; a deleted
-- copy comes back linked only when its source still exists and has no other copy meanwhile, else
-- unlinked, so the restore never fails on the foreign key or the unique link and no row is lost.
-- Everything else of both functions is unchanged.

create or replace function public.delete_transaction(transaction_id uuid)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted public.transactions;
  anchored public.recurring_rules;
  linked uuid[] := '{}';
  copies uuid[];
  postponed uuid[];
begin
  select r.* into anchored
  from public.recurring_rules r
  where r.transaction_id = delete_transaction.transaction_id;
  if anchored.id is not null then
    select coalesce(array_agg(t.id order by t.date, t.id), '{}') into linked
    from public.transactions t
    where t.recurring_rule_id = anchored.id and t.id <> delete_transaction.transaction_id;
  end if;
  -- The copies of this row: their link is cleared by the delete and put back by the restore.
  select coalesce(array_agg(t.id order by t.id), '{}') into copies
  from public.transactions t
  where t.copied_from_id = delete_transaction.transaction_id and t.user_id = (select auth.uid());
  -- The copy this row was postponed to: its link is cleared by the delete and put back likewise.
  select coalesce(array_agg(t.id order by t.id), '{}') into postponed
  from public.transactions t
  where t.postponed_from_id = delete_transaction.transaction_id and t.user_id = (select auth.uid());

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
    'linked_transaction_ids', to_jsonb(linked),
    'copy_ids', to_jsonb(copies),
    'postponed_ids', to_jsonb(postponed)
  );
end;
$$;

comment on function public.delete_transaction(uuid) is
  'Deletes one transaction of the caller; returns {transaction, rule, linked_transaction_ids, copy_ids, postponed_ids} for an undo.';

create or replace function public.restore_transaction(snapshot jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
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

  -- A copy keeps its link only to a source that still exists and has no other copy now.
  if restored.copied_from_id is not null and (
    not exists (select 1 from public.transactions s where s.id = restored.copied_from_id and s.user_id = restored.user_id)
    or exists (select 1 from public.transactions c where c.user_id = restored.user_id and c.copied_from_id = restored.copied_from_id)
  ) then
    row_data := row_data || jsonb_build_object('copied_from_id', null);
  end if;
  -- Likewise a postponed copy keeps its link only to a source that still exists and has no other copy.
  if restored.postponed_from_id is not null and (
    not exists (select 1 from public.transactions s where s.id = restored.postponed_from_id and s.user_id = restored.user_id)
    or exists (select 1 from public.transactions c where c.user_id = restored.user_id and c.postponed_from_id = restored.postponed_from_id)
  ) then
    row_data := row_data || jsonb_build_object('postponed_from_id', null);
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
    using row_data;

  if anchored.id is not null then
    update public.transactions t
    set recurring_rule_id = anchored.id
    where t.recurring_rule_id is null
      and t.id in (select value::uuid from jsonb_array_elements_text(coalesce(snapshot -> 'linked_transaction_ids', '[]')));
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  end if;

  -- The copy made from the restored row gets its link back (one at most: the link is unique).
  if jsonb_typeof(snapshot -> 'copy_ids') = 'array' then
    update public.transactions t
    set copied_from_id = restored.id
    where t.id = (
      select c.id from public.transactions c
      where c.copied_from_id is null
        and c.id in (select value::uuid from jsonb_array_elements_text(snapshot -> 'copy_ids'))
      order by c.id
      limit 1
    )
      and not exists (select 1 from public.transactions o where o.user_id = restored.user_id and o.copied_from_id = restored.id);
  end if;

  -- The copy the restored row was postponed to gets its link back (one at most: the link is unique).
  if jsonb_typeof(snapshot -> 'postponed_ids') = 'array' then
    update public.transactions t
    set postponed_from_id = restored.id
    where t.id = (
      select c.id from public.transactions c
      where c.postponed_from_id is null
        and c.id in (select value::uuid from jsonb_array_elements_text(snapshot -> 'postponed_ids'))
      order by c.id
      limit 1
    )
      and not exists (select 1 from public.transactions o where o.user_id = restored.user_id and o.postponed_from_id = restored.id);
  end if;
end;
$$;

comment on function public.restore_transaction(jsonb) is
  'Undo of delete_transaction: puts back the row, the rule it anchored, the links of that rule''s occurrences, of the row''s copy and of its postponed copy.';
