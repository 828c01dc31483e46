-- Why: PostgreSQL 15 JIT-compiled the running balance's plan (its cost estimate passes jit_above_cost) on every list or export page, about a second each for a few hundred rows; the function now runs without JIT wherever the schema goes, hosted projects included.

ALTER FUNCTION private.running_balances(days date[]) SET jit TO 'off';
