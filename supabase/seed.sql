-- Seed for local development and `supabase db reset`: the seven beta addresses, a demo user on
-- that list, three accounts with real starting balances set at the first seeded day (Bancă,
-- Cash, and Investiții not counted in the total), and three months of everyday Romanian money
-- (salary, rent, utilities, food, transport, savings into the investment account, a cash
-- withdrawal as a transfer from Bancă to Cash), every row in an account and in the catalogue's
-- own subcategories, dated relative to today so the app always looks alive. Idempotent: running
-- it twice changes nothing.
--
-- The demo user is inserted into auth.users the way hosted Supabase seeds do it (bcrypt through
-- pgcrypto's crypt() in schema extensions), so this file runs unchanged on a hosted project.
-- Demo sign-in: demo@buget.ro / Demo#Buget2026

insert into public.beta_allowlist (email, note, source) values
  ('admin@buget.ro', 'administrator', 'seed'),
  ('familie@buget.ro', 'family', 'seed'),
  ('andrei@buget.ro', 'friend', 'seed'),
  ('ioana@buget.ro', 'friend', 'seed'),
  ('mihai@buget.ro', 'friend', 'seed'),
  ('test@buget.ro', 'test account', 'seed'),
  ('demo@buget.ro', 'demo account', 'seed')
on conflict (email) do nothing;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  'd3b0c0de-0000-4000-8000-00000000d3e0',
  'authenticated',
  'authenticated',
  'demo@buget.ro',
  extensions.crypt('Demo#Buget2026', extensions.gen_salt('bf', 10)),
  now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  '{"full_name": "Cont Demo"}'::jsonb,
  now(),
  now(),
  '', '', '', ''
) on conflict (id) do nothing;

insert into auth.identities (
  id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
) values (
  'd3b0c0de-0000-4000-8000-00000000d3e1',
  'd3b0c0de-0000-4000-8000-00000000d3e0',
  'd3b0c0de-0000-4000-8000-00000000d3e0',
  '{"sub": "d3b0c0de-0000-4000-8000-00000000d3e0", "email": "demo@buget.ro", "email_verified": true}'::jsonb,
  'email',
  now(),
  now(),
  now()
) on conflict do nothing;

-- Starting balances hold at the first day of the first seeded month (two months back).
insert into public.user_accounts
  (id, user_id, name, account_type, initial_balance, current_balance, display_order, included_in_total, is_default, balance_start_date)
values
  ('d3b0c0de-0000-4000-8000-0000000000a1', 'd3b0c0de-0000-4000-8000-00000000d3e0', 'Bancă', 'CHECKING', 2450.75, 0, 1, true, true, (date_trunc('month', current_date) - interval '2 months')::date),
  ('d3b0c0de-0000-4000-8000-0000000000a2', 'd3b0c0de-0000-4000-8000-00000000d3e0', 'Cash', 'CASH', 180, 0, 2, true, false, (date_trunc('month', current_date) - interval '2 months')::date),
  ('d3b0c0de-0000-4000-8000-0000000000a3', 'd3b0c0de-0000-4000-8000-00000000d3e0', 'Investiții', 'INVESTMENT', 5000, 0, 3, false, false, (date_trunc('month', current_date) - interval '2 months')::date)
on conflict do nothing;

-- Three months (two past and the current one) of a monthly pattern. Days past today are planned
-- (status null), earlier ones completed; electricity came out different from the plan (MODIFIED).
with months as (
  select (date_trunc('month', current_date) - make_interval(months => m))::date as first_day
  from generate_series(0, 2) as m
),
pattern (day, type, category, subcategory, description, amount, account, to_account) as (
  values
    (1, 'EXPENSE', 'LOCUINTA', 'Chirie', 'Chirie apartament', 2200.000, 'a1', null),
    (2, 'EXPENSE', 'TRANSPORT', 'Transport public', 'Abonament STB București', 80.000, 'a1', null),
    (3, 'EXPENSE', 'NUTRITIE', 'Cumpărături alimentare', 'Cumpărături Kaufland', 312.450, 'a1', null),
    (4, 'TRANSFER', 'TRANSFER', null, 'Retragere numerar ATM', 300.000, 'a1', 'a2'),
    (5, 'INCOME', 'VENITURI', 'Bonuri de masă', 'Tichete de masă', 600.000, 'a1', null),
    (8, 'EXPENSE', 'NUTRITIE', 'Cumpărături alimentare', 'Legume și fructe de la piață', 86.500, 'a2', null),
    (10, 'INCOME', 'VENITURI', 'Salariu', 'Salariu', 6500.000, 'a1', null),
    (11, 'SAVING', 'ECONOMII', 'Fond de urgență', 'Transfer lunar în fondul de urgență', 1000.000, 'a1', 'a3'),
    (12, 'EXPENSE', 'TRANSPORT', 'Combustibil', 'Benzină OMV', 285.300, 'a1', null),
    (15, 'EXPENSE', 'LOCUINTA', 'Electricitate', 'Factură Enel', 189.990, 'a1', null),
    (16, 'EXPENSE', 'LOCUINTA', 'Gaze naturale', 'Factură Engie', 160.000, 'a1', null),
    (17, 'EXPENSE', 'NUTRITIE', 'Cumpărături alimentare', 'Cumpărături Lidl', 274.900, 'a1', null),
    (20, 'EXPENSE', 'LOCUINTA', 'Internet și TV', 'Digi abonament', 65.000, 'a1', null),
    (22, 'EXPENSE', 'NUTRITIE', 'Restaurante', 'Cină în oraș', 180.000, 'a2', null),
    (24, 'EXPENSE', 'NUTRITIE', 'Cumpărături alimentare', 'Cumpărături Carrefour', 298.150, 'a1', null),
    (26, 'SAVING', 'ECONOMII', 'Fond general', 'Economii pentru vacanță', 400.000, 'a1', 'a3'),
    (28, 'EXPENSE', 'TRANSPORT', 'Combustibil', 'Benzină Petrom', 240.000, 'a1', null)
),
rows as (
  select
    (m.first_day + (p.day - 1))::date as date,
    p.*
  from months m
  cross join pattern p
)
insert into public.transactions (
  user_id, account_id, to_account_id, type, amount, planned_amount, actual_amount, execution_status,
  date, category, subcategory, description, recurring, frequency, currency
)
select
  'd3b0c0de-0000-4000-8000-00000000d3e0',
  ('d3b0c0de-0000-4000-8000-0000000000' || r.account)::uuid,
  ('d3b0c0de-0000-4000-8000-0000000000' || r.to_account)::uuid,
  r.type,
  r.amount,
  r.amount,
  case
    when r.date > current_date then null
    when r.subcategory = 'Electricitate' then round(r.amount * (0.9 + extract(month from r.date)::numeric / 40), 2)
    else r.amount
  end,
  case
    when r.date > current_date then null
    when r.subcategory = 'Electricitate' then 'MODIFIED'
    else 'COMPLETED'
  end,
  r.date,
  r.category,
  r.subcategory,
  r.description,
  coalesce(r.subcategory in ('Chirie', 'Salariu', 'Fond de urgență'), false),
  case when r.subcategory in ('Chirie', 'Salariu', 'Fond de urgență') then 'MONTHLY' else 'NONE' end,
  'RON'
from rows r
where not exists (
  select 1 from public.transactions t where t.user_id = 'd3b0c0de-0000-4000-8000-00000000d3e0'
);
