-- Why: the daily page postpones an item to tomorrow (issue 12 point 3, spec point 4 'Daily
-- items'): today's row becomes SKIPPED and a pending copy appears the next day. Both happen in one
-- call, one transaction, so neither can happen without the other. The postponement, and marking
-- an item completed or modified, can be taken back ("Revino la planificat", the undo toast):
-- revert_to_planned makes the row pending again and, for a postponed row, deletes its copy.
--
-- postpone_transaction(transaction_id) -> { id, copy_id, copy_date }
--   The row must be the caller's (PT404, HTTP 404 otherwise, as for a missing row) and pending
--   and planned (status null, not unplanned; else 23514 hint NOT_PENDING, HTTP 400). The copy
--   keeps type, amount, planned amount, category, subcategory, description, account and currency;
--   it is pending, one-off (a series generates its own occurrences) and records postponed_from_id.
-- revert_to_planned(transaction_id) -> void
--   COMPLETED or MODIFIED: status and actual amount cleared (the plan, amount, is kept).
--   SKIPPED: its pending copy is deleted; a copy already acted on (completed, modified or
--   postponed again) is never deleted: 23514 hint POSTPONED_COPY_SETTLED (HTTP 400) and nothing
--   changes. A copy deleted meanwhile leaves nothing to delete.
--   Unplanned rows have no plan to go back to: 23514 hint UNPLANNED. A pending row: no change.

create function public.postpone_transaction(transaction_id uuid)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  source public.transactions;
  copy_id uuid;
begin
  select t.* into source
  from public.transactions t
  where t.id = postpone_transaction.transaction_id and t.user_id = uid
  for update;
  if source.id is null then
    raise exception 'transaction not found: %', postpone_transaction.transaction_id using errcode = 'PT404';
  end if;
  if source.execution_status is not null or source.unplanned then
    raise exception 'only a pending planned item can be postponed'
      using errcode = 'check_violation', hint = 'NOT_PENDING';
  end if;

  update public.transactions t set execution_status = 'SKIPPED' where t.id = source.id;
  insert into public.transactions (
    user_id, account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, postponed_from_id
  ) values (
    uid, source.account_id, source.type, source.amount, source.planned_amount, source.date + 1,
    source.category, source.subcategory, source.description, source.currency, source.id
  )
  returning id into copy_id;

  return json_build_object('id', source.id, 'copy_id', copy_id, 'copy_date', source.date + 1);
end;
$$;

comment on function public.postpone_transaction(uuid) is
  'Postpones one pending item of the caller to the next day: the row becomes SKIPPED and a pending copy (postponed_from_id) is written, in one transaction.';

create function public.revert_to_planned(transaction_id uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  source public.transactions;
  postponed public.transactions;
begin
  select t.* into source
  from public.transactions t
  where t.id = revert_to_planned.transaction_id and t.user_id = uid
  for update;
  if source.id is null then
    raise exception 'transaction not found: %', revert_to_planned.transaction_id using errcode = 'PT404';
  end if;
  if source.unplanned then
    raise exception 'an unplanned item has no plan to return to'
      using errcode = 'check_violation', hint = 'UNPLANNED';
  end if;

  if source.execution_status = 'SKIPPED' then
    select c.* into postponed
    from public.transactions c
    where c.user_id = uid and c.postponed_from_id = source.id
    for update;
    if postponed.id is not null and postponed.execution_status is not null then
      raise exception 'the postponed copy was already acted on'
        using errcode = 'check_violation', hint = 'POSTPONED_COPY_SETTLED';
    end if;
    delete from public.transactions c where c.id = postponed.id;
  end if;

  update public.transactions t
  set execution_status = null, actual_amount = null
  where t.id = source.id and t.execution_status is not null;
end;
$$;

comment on function public.revert_to_planned(uuid) is
  'Makes one item of the caller pending again: a completed or modified row loses its status and actual amount; a postponed row also loses its pending copy.';

revoke execute on function public.postpone_transaction(uuid) from public, anon;
revoke execute on function public.revert_to_planned(uuid) from public, anon;
grant execute on function public.postpone_transaction(uuid) to authenticated, service_role;
grant execute on function public.revert_to_planned(uuid) to authenticated, service_role;
