-- Why: delete_transaction and restore_transaction were restated whole for every link between two
-- transactions (copied_from_id by 20261123130400, postponed_from_id by 20261124120600), each time
-- with one more copy of the same three steps. The links are now listed once
-- (private.transaction_links) and the three steps written once, for every link in that list:
--   private.linked_ids        before the delete, the caller's rows linked to the row, by link
--                             (the delete clears their link: on delete set null);
--   private.free_links        the restored row keeps a link only to a source that still exists
--                             and has no other linked row now, else it comes back unlinked;
--   private.relink            after the restore, one of the listed rows (the first by id that is
--                             still unlinked) is linked to the restored row again, unless another
--                             row took the link meanwhile (each link is unique).
-- A new link is one more row in private.transaction_links. Behaviour and the snapshot
-- ({transaction, rule, linked_transaction_ids, copy_ids, postponed_ids}) are unchanged.

-- Each link column of public.transactions that points at another transaction of the same user,
-- and the key under which delete_transaction's snapshot lists the rows linked to the deleted one.
create function private.transaction_links()
returns table (link_column text, snapshot_key text)
language sql
immutable
security invoker
set search_path = ''
as $$
  values ('copied_from_id', 'copy_ids'), ('postponed_from_id', 'postponed_ids');
$$;

-- {snapshot_key: [ids of the caller's rows whose link points at transaction_id, by id], ...}
create function private.linked_ids(transaction_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
$$;

-- row_data with every link cleared whose source is gone or already has another linked row.
create function private.free_links(row_data jsonb, owner uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
$$;

-- Links one row listed in the snapshot (per link) to the restored row again, one at most.
create function private.relink(restored_id uuid, owner uuid, snapshot jsonb)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
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
$$;

revoke execute on function private.transaction_links() from public;
revoke execute on function private.linked_ids(uuid) from public;
revoke execute on function private.free_links(jsonb, uuid) from public;
revoke execute on function private.relink(uuid, uuid, jsonb) from public;
grant execute on function private.transaction_links() to authenticated, service_role;
grant execute on function private.linked_ids(uuid) to authenticated, service_role;
grant execute on function private.free_links(jsonb, uuid) to authenticated, service_role;
grant execute on function private.relink(uuid, uuid, jsonb) to authenticated, service_role;

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
$$;
