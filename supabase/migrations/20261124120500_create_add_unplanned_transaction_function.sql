-- Why: the daily page adds a spontaneous expense or income for the shown day from a quick form
-- (issue 12 points 4 and 10): amount, category/subcategory, optional description. The row is
-- completed and marked unplanned (transactions.unplanned). What the form checks, the server checks
-- too: the table's checks refuse a bad type, an amount that is not positive, over 1,000,000 or
-- with more than three decimals, and a description longer than 1000 characters (23514, HTTP 400);
-- this function refuses a category or subcategory the caller's catalogue does not hold (the
-- default catalogue, private.predefined_subcategories, and the caller's category document;
-- 23514 hint UNKNOWN_CATEGORY, HTTP 400) and a day after today (it already happened; the
-- caller's calendar day may be one day ahead of the server's: 23514 hint FUTURE_DATE).
-- An empty or blank description is stored as none. The undo is delete_transaction.

create function private.is_known_category(category text, subcategory text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  -- Names compare trimmed and case-insensitively, as the client and the category checks do.
  select
    case when is_known_category.subcategory is null
      then private.is_default_category(is_known_category.category)
      else private.is_predefined_subcategory(is_known_category.category, is_known_category.subcategory)
    end
    or exists (
      select 1
      from public.custom_categories cc,
        jsonb_array_elements(coalesce(cc.category_data -> 'categories', '[]'::jsonb)) as c
      where cc.user_id = (select auth.uid())
        and lower(btrim(c ->> 'name')) = lower(btrim(is_known_category.category))
        and (
          is_known_category.subcategory is null
          or exists (
            select 1 from jsonb_array_elements(coalesce(c -> 'subcategories', '[]'::jsonb)) as s
            where lower(btrim(s ->> 'name')) = lower(btrim(is_known_category.subcategory))
          )
        )
    );
$$;

comment on function private.is_known_category(text, text) is
  'True when the caller''s catalogue (the defaults and the caller''s category document) holds the category and, when given, its subcategory.';

revoke execute on function private.is_known_category(text, text) from public, anon;
grant execute on function private.is_known_category(text, text) to authenticated, service_role;

create function public.add_unplanned_transaction(
  day date,
  type text,
  amount numeric,
  category text,
  subcategory text default null,
  description text default null
)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if add_unplanned_transaction.day is null or add_unplanned_transaction.category is null then
    raise exception 'day and category are required' using errcode = 'invalid_parameter_value';
  end if;
  if add_unplanned_transaction.day > current_date + 1 then
    raise exception 'an unplanned item cannot be dated after today'
      using errcode = 'check_violation', hint = 'FUTURE_DATE';
  end if;
  if not private.is_known_category(add_unplanned_transaction.category, add_unplanned_transaction.subcategory) then
    raise exception 'unknown category: %', left(add_unplanned_transaction.category, 100)
      using errcode = 'check_violation', hint = 'UNKNOWN_CATEGORY';
  end if;

  insert into public.transactions (type, amount, date, category, subcategory, description, execution_status, unplanned)
  values (
    add_unplanned_transaction.type, add_unplanned_transaction.amount, add_unplanned_transaction.day,
    btrim(add_unplanned_transaction.category), nullif(btrim(add_unplanned_transaction.subcategory), ''),
    nullif(btrim(add_unplanned_transaction.description), ''), 'COMPLETED', true
  )
  returning id into new_id;
  return new_id;
end;
$$;

comment on function public.add_unplanned_transaction(date, text, numeric, text, text, text) is
  'Adds a spontaneous (unplanned, completed) item of the caller on a day up to today, in a category of the caller''s catalogue.';

revoke execute on function public.add_unplanned_transaction(date, text, numeric, text, text, text) from public, anon;
grant execute on function public.add_unplanned_transaction(date, text, numeric, text, text, text) to authenticated, service_role;
