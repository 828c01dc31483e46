-- Why: "Copiază planul lunii trecute" (issue 11 point 7) copies last month's plan that is not yet
-- done into the shown month, in one server call, undoable, and never twice.
--
-- What is copied: the previous month's pending rows (execution_status null) that are not
-- recurring occurrences (recurring_rule_id null and recurring false: their rules generate them),
-- each to the same day number, clamped to the target month's length (31 -> 30, 28 or 29). The
-- copy keeps type, amount, planned amount, category, subcategory, description, account and
-- currency; it is pending, not recurring, and belongs to the caller.
--
-- "Already copied": a row is copied forward at most once while its copy exists. Each copy records
-- its source in copied_from_id, unique per user; a second call (or a concurrent one) inserts
-- nothing for a source that has a copy (on conflict do nothing). Deleting the copy (undo, or by
-- hand) lets the source be copied again. The link is a composite foreign key on (id, user_id), so
-- it can only name a row of the same user; deleting the source clears the link.
--
-- Undo: every row of one call carries the call's copy_batch_id, which the call returns; the undo
-- is one delete of the caller's rows with that batch (row-level security applies), with no list
-- of ids to send. A call that copies nothing returns 0 with a batch that holds no row.

alter table public.transactions
  add column copied_from_id uuid,
  add column copy_batch_id uuid,
  add constraint transactions_copied_from_id_fkey
    foreign key (copied_from_id, user_id) references public.transactions (id, user_id)
    on delete set null (copied_from_id);

comment on column public.transactions.copied_from_id is
  'The row this one was copied from by copy_previous_month_plan (same user); null otherwise or once the source is deleted.';
comment on column public.transactions.copy_batch_id is
  'The copy_previous_month_plan call that created this row: its undo deletes the rows of the batch.';

-- At most one copy of a row per user (also the lookup of the foreign key's set null).
create unique index transactions_user_id_copied_from_id_key on public.transactions (user_id, copied_from_id)
  where copied_from_id is not null;
-- The undo's delete by batch.
create index transactions_user_id_copy_batch_id_idx on public.transactions (user_id, copy_batch_id)
  where copy_batch_id is not null;

create function public.copy_previous_month_plan(month text)
returns table (batch_id uuid, copied integer)
language plpgsql
volatile
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
    user_id, account_id, type, amount, planned_amount, date, category, subcategory, description,
    currency, copied_from_id, copy_batch_id
  )
  select uid, s.account_id, s.type, s.amount, s.planned_amount,
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

comment on function public.copy_previous_month_plan(text) is
  'Copies the caller''s pending, non-recurring rows of the month before ''YYYY-MM'' into it (same day, clamped), each source at most once; returns the batch id (the undo deletes its rows) and the number copied.';

revoke execute on function public.copy_previous_month_plan(text) from public, anon;
grant execute on function public.copy_previous_month_plan(text) to authenticated, service_role;
