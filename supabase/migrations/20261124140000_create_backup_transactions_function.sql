-- Why: the profile's backup (issue 14 point 3) writes every transaction of the user, every column,
-- into one file, page by page as the transactions export does, so a 100,000-row ledger is never
-- held whole by the server nor by one request. This function reads one page after a keyset
-- cursor, (date, id) ascending, through transactions_user_id_date_idx; it returns the table's
-- own row type, so a column added to transactions later is in the backup without touching it.
-- security invoker: the caller's row-level security applies, and the filter on auth.uid() lets
-- the index scan only the caller's rows.

create function public.backup_transactions(
  after_date date default null,
  after_id uuid default null,
  page_size integer default 10000
)
returns setof public.transactions
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  -- 10,000 is MEMORY_THRESHOLD of spec point 9, as for export_transactions.
  if backup_transactions.page_size is null or backup_transactions.page_size < 1 or backup_transactions.page_size > 10000 then
    raise exception 'invalid paging: page_size must be 1 to 10000' using errcode = 'invalid_parameter_value';
  end if;
  if (backup_transactions.after_date is null) <> (backup_transactions.after_id is null) then
    raise exception 'invalid cursor: after_date and after_id go together' using errcode = 'invalid_parameter_value';
  end if;
  return query
    select t.* from public.transactions t
    where t.user_id = (select auth.uid())
      and (backup_transactions.after_id is null
        or (t.date, t.id) > (backup_transactions.after_date, backup_transactions.after_id))
    order by t.date, t.id
    limit backup_transactions.page_size;
end;
$$;

comment on function public.backup_transactions(date, uuid, integer) is
  'One page of the caller''s transactions for the backup file, every column, after the (date, id) cursor.';

revoke execute on function public.backup_transactions(date, uuid, integer) from public, anon;
grant execute on function public.backup_transactions(date, uuid, integer) to authenticated, service_role;
