-- Why: editing "the whole series" changed every row of a rule and then the rule's amount in two
-- separate writes from the client, so a failure in between left the rule generating the old
-- amount. One call now changes the rule and every transaction it generated (the template and its
-- occurrences, each keeping its own date) in one transaction. security invoker: a rule the caller
-- cannot see (another user's, or one deleted meanwhile) is "not found" (PT404, HTTP 404 as
-- PostgREST answers such a code) and nothing changes.

create function public.update_series(
  rule_id uuid,
  type text,
  amount numeric,
  category text,
  subcategory text default null,
  description text default null
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  updated integer;
begin
  update public.recurring_rules r
  set amount = update_series.amount
  where r.id = update_series.rule_id;
  if not found then
    raise exception 'recurring rule not found: %', update_series.rule_id using errcode = 'PT404';
  end if;

  update public.transactions t
  set type = update_series.type,
      amount = update_series.amount,
      category = update_series.category,
      subcategory = update_series.subcategory,
      description = update_series.description
  where t.recurring_rule_id = update_series.rule_id;
  get diagnostics updated = row_count;
  return updated;
end;
$$;

comment on function public.update_series(uuid, text, numeric, text, text, text) is
  'Changes a recurring rule of the caller and every transaction it generated (each keeps its date); returns how many rows changed.';
revoke execute on function public.update_series(uuid, text, numeric, text, text, text) from public, anon;
grant execute on function public.update_series(uuid, text, numeric, text, text, text) to authenticated, service_role;
