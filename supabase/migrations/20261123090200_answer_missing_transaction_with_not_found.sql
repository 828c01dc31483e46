-- Why: delete_transaction raised no_data_found (P0002) for a row that is missing or another
-- user's, and PostgREST answers every P0 code but P0001 with HTTP 500. A custom SQLSTATE 'PTxyz'
-- makes PostgREST answer with status xyz, so a missing row is now PT404: 404 Not Found with the
-- usual {code, message, details, hint} body (code "PT404"). Otherwise unchanged.

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
  -- RLS hides other users' rows: theirs are "not found" like a missing one.
  if deleted.id is null then
    raise exception 'transaction not found: %', delete_transaction.transaction_id using errcode = 'PT404';
  end if;

  return jsonb_build_object(
    'transaction', to_jsonb(deleted),
    'rule', case when anchored.id is null then null else to_jsonb(anchored) end,
    'linked_transaction_ids', to_jsonb(linked)
  );
end;
$$;
