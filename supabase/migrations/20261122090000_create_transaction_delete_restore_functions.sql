-- Why: deleting the template transaction of a recurring series deletes its rule (the foreign key
-- cascades) and unlinks the other occurrences (set null). An undo that re-inserted the row alone
-- would fail on the missing rule, or leave the series without its rule. So a delete returns a
-- snapshot of what went (the row, the rule it anchored, the occurrences that were linked), and a
-- restore puts all of it back in one transaction. Both run as the caller: RLS applies.

-- The rule and its template point at each other; a restore inserts the rule first and checks
-- the rule's link at commit, so the template comes back untouched (no relinking update).
alter table public.recurring_rules
  alter constraint recurring_rules_transaction_id_fkey deferrable initially immediate;

create function public.delete_transaction(transaction_id uuid)
returns jsonb
language plpgsql
security invoker
as $$
declare
  deleted public.transactions;
  anchored public.recurring_rules;
  linked uuid[] := '{}';
begin
  select r.* into anchored
  from public.recurring_rules r
  where r.transaction_id = delete_transaction.transaction_id;
  if anchored.id is not null then
    select coalesce(array_agg(t.id order by t.date, t.id), '{}') into linked
    from public.transactions t
    where t.recurring_rule_id = anchored.id and t.id <> delete_transaction.transaction_id;
  end if;

  delete from public.transactions t
  where t.id = delete_transaction.transaction_id
  returning t.* into deleted;
  if deleted.id is null then
    raise exception 'transaction not found: %', delete_transaction.transaction_id using errcode = 'no_data_found';
  end if;

  return jsonb_build_object(
    'transaction', to_jsonb(deleted),
    'rule', case when anchored.id is null then null else to_jsonb(anchored) end,
    'linked_transaction_ids', to_jsonb(linked)
  );
end;
$$;

comment on function public.delete_transaction(uuid) is
  'Deletes one transaction of the caller; returns {transaction, rule, linked_transaction_ids} for an undo.';
revoke execute on function public.delete_transaction(uuid) from public, anon;
grant execute on function public.delete_transaction(uuid) to authenticated, service_role;

create function public.restore_transaction(snapshot jsonb)
returns void
language plpgsql
security invoker
as $$
declare
  restored public.transactions;
  anchored public.recurring_rules;
begin
  if jsonb_typeof(snapshot -> 'transaction') is distinct from 'object' then
    raise exception 'snapshot.transaction must be an object' using errcode = 'invalid_parameter_value';
  end if;
  restored := jsonb_populate_record(null::public.transactions, snapshot -> 'transaction');

  if jsonb_typeof(snapshot -> 'rule') = 'object' then
    anchored := jsonb_populate_record(null::public.recurring_rules, snapshot -> 'rule');
    set constraints public.recurring_rules_transaction_id_fkey deferred;
    insert into public.recurring_rules select anchored.*;
  end if;

  insert into public.transactions select restored.*;

  if anchored.id is not null then
    update public.transactions t
    set recurring_rule_id = anchored.id
    where t.recurring_rule_id is null
      and t.id in (select value::uuid from jsonb_array_elements_text(coalesce(snapshot -> 'linked_transaction_ids', '[]')));
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  end if;
end;
$$;

comment on function public.restore_transaction(jsonb) is
  'Undo of delete_transaction: puts back the row, the rule it anchored and the links of that rule''s occurrences.';
revoke execute on function public.restore_transaction(jsonb) from public, anon;
grant execute on function public.restore_transaction(jsonb) to authenticated, service_role;
