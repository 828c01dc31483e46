-- Why: saving the category document is optimistic (spec point 4): the client writes the whole
-- document with version = the version it read + 1, and rolls back when the save fails. The server
-- took any version, so a save based on an old document (a second tab, a second device) silently
-- overwrote what was saved in between. Now every write that changes the document or its version
-- must set version to the stored one + 1; anything else is refused with 409 (SQLSTATE PT409,
-- which PostgREST answers with that status) and the hint STALE_CATEGORY_VERSION, and nothing is
-- written. The subcategory and category functions already write version + 1. A write that
-- changes neither (the same document again) passes, so an idempotent upsert stays harmless.
-- It runs after the row checks (constraints and check_category_data), so a bad document still
-- gets its own 400 or 409 with its own hint.

create function private.check_category_version()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  raise exception 'stale category document: version % is not the next after the stored %', new.version, old.version
    using errcode = 'PT409', hint = 'STALE_CATEGORY_VERSION';
end;
$$;

revoke execute on function private.check_category_version() from public;

create trigger custom_categories_check_version
  after update on public.custom_categories
  for each row
  when (
    (new.category_data is distinct from old.category_data or new.version is distinct from old.version)
    and new.version is distinct from old.version + 1
  )
  execute function private.check_category_version();
