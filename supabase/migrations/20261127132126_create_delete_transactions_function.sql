-- Why: deleting a grid cell's rows was one request per row, with the client restoring what went
-- when one failed (issue 23 point 6). delete_transactions deletes them in one transaction, all or
-- none, and restore_transactions puts them back the same way for the undo.

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
