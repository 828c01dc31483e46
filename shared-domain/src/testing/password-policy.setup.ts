// Every test runs with the password policy the app is given at start: config.json's, which
// `npm start` writes from the configuration the local server reads (supabase/config.toml [auth]).
import { readConfigToml, readPasswordPolicy } from '@buget/supabase-local/config';
import { configurePasswordPolicy } from '@buget/shared-domain/auth';

configurePasswordPolicy(readPasswordPolicy(process.env, readConfigToml()));
