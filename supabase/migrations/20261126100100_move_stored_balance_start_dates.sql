-- Why: until now the balance start date changed no figure (its hint said the balances take in
-- every transaction), and the client stored the spec's default, the first day of the month of
-- first use, for every user. From the previous migration on, transactions dated before it no
-- longer move a balance. So that no figure a person sees changes by this deploy, a stored start
-- date later than the user's first transaction moves back to that transaction's day; from then
-- on the person sets it in Opțiuni and it applies. The version rises, as with every write; each
-- browser reads the document again at its next sign-in or page load.

update public.user_settings s
set settings = s.settings || jsonb_build_object('balanceStartDate', to_char(f.first_day, 'YYYY-MM-DD')),
    version = s.version + 1
from (
  select d.user_id, min(d.date) as first_day
  from private.transaction_daily_totals d
  group by d.user_id
) f
where f.user_id = s.user_id
  and s.settings ? 'balanceStartDate'
  and private.balance_start_of(s.settings) > f.first_day;
