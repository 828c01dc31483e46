-- Why: a copy of a planned row keeps both of its accounts (issue 22). copy_previous_month_plan
-- and postpone_transaction list the columns they copy, and left to_account_id out: a pending
-- transfer could be neither copied (the table refuses a transfer without its other end, so the
-- whole month's copy failed) nor postponed, and a saving into an investment account lost its
-- target in the copy. Both now copy to_account_id with account_id.

create or replace function public.copy_previous_month_plan(month text) RETURNS TABLE(batch_id uuid, copied integer)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  first_day date := private.month_start(copy_previous_month_plan.month);
  source_first_day date := (first_day - interval '1 month')::date;
  days_in_month integer := extract(day from first_day + interval '1 month' - interval '1 day')::integer;
  batch uuid := pg_catalog.gen_random_uuid();
  n integer;
begin
  insert into public.transactions as t (
    user_id, account_id, to_account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, copied_from_id, copy_batch_id
  )
  select uid, s.account_id, s.to_account_id, s.type, s.amount, s.planned_amount,
    first_day + (least(extract(day from s.date)::integer, days_in_month) - 1),
    s.category, s.subcategory, s.description, s.currency, s.id, batch
  from public.transactions s
  where s.user_id = uid
    and s.date >= source_first_day and s.date < first_day
    and s.execution_status is null
    and s.recurring_rule_id is null and not s.recurring
    -- Sources with a copy are left out before any row is built (a second click reads, writes
    -- nothing); the conflict clause still settles two calls racing each other.
    and not exists (select 1 from public.transactions c where c.user_id = uid and c.copied_from_id = s.id)
  order by s.date, s.created_at, s.id
  on conflict (user_id, copied_from_id) where copied_from_id is not null do nothing;
  get diagnostics n = row_count;

  return query select batch, n;
end;
$$;

create or replace function public.postpone_transaction(transaction_id uuid) RETURNS json
language plpgsql
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
    user_id, account_id, to_account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, postponed_from_id
  ) values (
    uid, source.account_id, source.to_account_id, source.type, source.amount, source.planned_amount, source.date + 1,
    source.category, source.subcategory, source.description, source.currency, source.id
  )
  returning id into copy_id;

  return json_build_object('id', source.id, 'copy_id', copy_id, 'copy_date', source.date + 1);
end;
$$;
