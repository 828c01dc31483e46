-- Why: issue 26 point 3. BNR's daily exchange rates, shared by every user: a table that every
-- signed-in user reads and only the service role writes (the local server's daily fetch, the
-- bnr-rates Edge Function), and exchange_rate(), the rate that applies on a day (the last one
-- published on or before it), which the conversion of foreign-currency accounts will call.

create table "public"."exchange_rates" (
    "currency" text not null,
    "date" date not null,
    "rate" numeric not null,
    "fetched_at" timestamp with time zone not null default now()
      );


alter table "public"."exchange_rates" enable row level security;

CREATE UNIQUE INDEX exchange_rates_pkey ON public.exchange_rates USING btree (currency, date);

alter table "public"."exchange_rates" add constraint "exchange_rates_pkey" PRIMARY KEY using index "exchange_rates_pkey";

alter table "public"."exchange_rates" add constraint "exchange_rates_currency_check" CHECK ((currency ~ '^[A-Z]{3}$'::text)) not valid;

alter table "public"."exchange_rates" validate constraint "exchange_rates_currency_check";

alter table "public"."exchange_rates" add constraint "exchange_rates_rate_check" CHECK ((rate > (0)::numeric)) not valid;

alter table "public"."exchange_rates" validate constraint "exchange_rates_rate_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date)
 RETURNS record
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- The last rate published on or before on_day (a Saturday takes Friday's); null when BNR has
  -- published none for the currency by then. The primary key (currency, date) serves the lookup.
  select r.rate, r.date
  from public.exchange_rates r
  where r.currency = upper(btrim(exchange_rate.currency)) and r.date <= exchange_rate.on_day
  order by r.date desc
  limit 1;
$function$
;

comment on table "public"."exchange_rates" is 'BNR reference rates: lei (RON) per one unit of currency on date, after BNR''s multiplier. One row per currency and publishing day; weekends and bank holidays have none (exchange_rate() takes the last day before). Written by the service role only.';

comment on function public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) is 'The BNR rate that applies to currency on on_day — lei per one unit — and the day it was published: the last one on or before on_day, or nulls when there is none.';

revoke all on function public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) from public;
revoke all on function public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) from anon;
grant all on function public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) to authenticated;
grant all on function public.exchange_rate(currency text, on_day date, OUT rate numeric, OUT rate_date date) to service_role;

revoke all on table "public"."exchange_rates" from "anon";

revoke all on table "public"."exchange_rates" from "authenticated";

grant select on table "public"."exchange_rates" to "authenticated";

grant delete on table "public"."exchange_rates" to "service_role";

grant insert on table "public"."exchange_rates" to "service_role";

grant references on table "public"."exchange_rates" to "service_role";

grant select on table "public"."exchange_rates" to "service_role";

grant trigger on table "public"."exchange_rates" to "service_role";

grant truncate on table "public"."exchange_rates" to "service_role";

grant update on table "public"."exchange_rates" to "service_role";


  create policy "exchange_rates: signed-in users read every rate"
  on "public"."exchange_rates"
  as permissive
  for select
  to authenticated
using (true);
