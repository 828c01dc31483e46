-- Why: postponing a daily item to tomorrow (issue 12 point 3, spec point 4 'Daily items') keeps
-- today's row as SKIPPED and writes a pending copy dated the next day. The copy records the row
-- it was postponed from, so the postponement can be taken back (the copy deleted, the row pending
-- again) and a row is postponed at most once while its copy exists. The link is a composite
-- foreign key on (id, user_id), so it can only name a row of the same user; deleting the source
-- clears the link.

alter table public.transactions
  add column postponed_from_id uuid,
  add constraint transactions_postponed_from_id_fkey
    foreign key (postponed_from_id, user_id) references public.transactions (id, user_id)
    on delete set null (postponed_from_id);

comment on column public.transactions.postponed_from_id is
  'The SKIPPED row this pending copy was postponed from by postpone_transaction (same user); null otherwise or once the source is deleted.';

-- At most one copy per postponed row (also the lookup of the foreign key's set null and of the
-- day's items' "postponed to").
create unique index transactions_user_id_postponed_from_id_key on public.transactions (user_id, postponed_from_id)
  where postponed_from_id is not null;
