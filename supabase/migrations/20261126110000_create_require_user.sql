-- Why: eight RPCs began with the same three lines, each its own copy of the rule "a call needs a
-- signed-in user": read auth.uid() and, when it is null (the service_role key, or any token that
-- names no user), raise 42501 (insufficient_privilege, HTTP 403; anon may not execute them at
-- all, 401). reorder_accounts said it in other words ('not signed in'). The rule now lives once,
-- in private.require_user(), which returns the caller's id or raises that one error ('must be
-- authenticated', 42501). This migration creates it and restates the non-category functions that
-- repeated the check (reorder_accounts, delete_user_data, apply_restore) with only that change:
-- their user id is declared as private.require_user() and the if-block is gone (create or replace
-- keeps their grants and comments). The category functions take it in 20261126110100.
-- delete_account keeps its own check: it also refuses the service role (auth.role() must be
-- 'authenticated') before it deletes an auth user.

create function private.require_user()
returns uuid
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'must be authenticated' using errcode = 'insufficient_privilege';
  end if;
  return uid;
end;
$$;

comment on function private.require_user() is
  'The caller''s user id (auth.uid()), or 42501 ''must be authenticated'' when the request names no user.';

revoke execute on function private.require_user() from public;
grant execute on function private.require_user() to authenticated, service_role;

create or replace function public.reorder_accounts(account_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  owner uuid := private.require_user();
  wanted integer := coalesce(cardinality(reorder_accounts.account_ids), 0);
begin
  -- Every account of the caller exactly once (row-level security hides everyone else's).
  if wanted <> (select count(*) from public.user_accounts a where a.user_id = owner)
    or wanted <> (select count(distinct i) from unnest(reorder_accounts.account_ids) i)
    or exists (
      select 1 from unnest(reorder_accounts.account_ids) i
      where not exists (select 1 from public.user_accounts a where a.id = i and a.user_id = owner)
    )
  then
    raise exception 'the new order must list each of your accounts exactly once'
      using errcode = '22023', hint = 'ACCOUNT_ORDER_INVALID';
  end if;
  update public.user_accounts a
  set display_order = o.position
  from unnest(reorder_accounts.account_ids) with ordinality as o(id, position)
  where a.id = o.id and a.user_id = owner and a.display_order <> o.position;
end;
$$;

create or replace function public.delete_user_data()
returns table (
  transactions_deleted bigint,
  recurring_rules_deleted bigint,
  accounts_deleted bigint,
  categories_deleted bigint
)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  counts jsonb;
begin
  counts := private.delete_user_rows(uid);
  return query select
    (counts ->> 'public.transactions')::bigint,
    (counts ->> 'public.recurring_rules')::bigint,
    (counts ->> 'public.user_accounts')::bigint,
    (counts ->> 'public.custom_categories')::bigint;
end;
$$;

create or replace function public.apply_restore(upload_id uuid, mode text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  kinds text[] := array['user_accounts', 'custom_categories', 'user_settings', 'recurring_rules', 'transactions'];
  tbl text;
  staged bigint;
  columns text;
  source_columns text;
  skip text;
  written bigint;
  counts jsonb := '{}'::jsonb;
  failed_sqlstate text;
  failed_message text;
  failed_detail text;
begin
  if apply_restore.mode is null or apply_restore.mode not in ('replace', 'add_missing') then
    raise exception 'invalid mode: %', apply_restore.mode using errcode = 'invalid_parameter_value', hint = 'RESTORE_MODE';
  end if;
  foreach tbl in array kinds loop
    select coalesce(sum(jsonb_array_length(p.rows)), 0) into staged
    from public.restore_parts p
    where p.user_id = uid and p.upload_id = apply_restore.upload_id and p.kind = tbl;
    if staged > private.backup_row_limit(tbl) then
      raise exception 'too many rows for %: % (at most %)', tbl, staged, private.backup_row_limit(tbl)
        using errcode = 'PT413', hint = 'RESTORE:' || tbl;
    end if;
  end loop;

  -- One restore of a user at a time.
  perform pg_advisory_xact_lock(hashtextextended('restore:' || uid::text, 0));

  begin
    if apply_restore.mode = 'replace' then
      perform public.delete_user_data();
    end if;
    -- A rule and its template point at each other: the rule's key is checked once the
    -- transactions are in (set immediate below).
    set constraints public.recurring_rules_transaction_id_fkey deferred;

    foreach tbl in array kinds loop
      select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum),
             string_agg(case
               -- The caller's default account stays theirs: a restored one is the default only
               -- when the caller has none.
               when tbl = 'user_accounts' and a.attname = 'is_default'
                 then 'r.is_default and not exists (select 1 from public.user_accounts d where d.user_id = $1 and d.is_default)'
               else 'r.' || pg_catalog.quote_ident(a.attname)
             end, ', ' order by a.attnum)
        into columns, source_columns
      from pg_catalog.pg_attribute a
      where a.attrelid = pg_catalog.format('public.%I', tbl)::regclass
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attname <> 'user_id';

      skip := case
        when apply_restore.mode = 'replace' then ''
        when tbl in ('custom_categories', 'user_settings')
          then pg_catalog.format(' and not exists (select 1 from public.%I x where x.user_id = $1)', tbl)
        else pg_catalog.format(' and not exists (select 1 from public.%I x where x.id = r.id)', tbl)
      end;

      execute pg_catalog.format(
        'insert into public.%1$I (user_id, %2$s)
         select $1, %3$s
         from public.restore_parts p
         cross join lateral jsonb_populate_recordset(null::public.%1$I, p.rows) r
         where p.user_id = $1 and p.upload_id = $2 and p.kind = %4$L%5$s
         order by %6$s',
        tbl, columns, source_columns, tbl, skip,
        -- The file's default account first: the first active account inserted becomes the
        -- default when none is (user_accounts_before_insert).
        case when tbl = 'user_accounts' then 'r.is_default desc, r.display_order, p.part' else 'p.part' end)
        using uid, apply_restore.upload_id;
      get diagnostics written = row_count;
      counts := counts || jsonb_build_object(tbl, written);
    end loop;
    tbl := 'recurring_rules';
    set constraints public.recurring_rules_transaction_id_fkey immediate;
  exception when others then
    get stacked diagnostics failed_sqlstate = returned_sqlstate, failed_message = message_text, failed_detail = pg_exception_detail;
    raise exception using errcode = failed_sqlstate, message = failed_message, detail = failed_detail, hint = 'RESTORE:' || coalesce(tbl, '');
  end;

  delete from public.restore_parts p where p.user_id = uid;
  return counts;
end;
$$;
