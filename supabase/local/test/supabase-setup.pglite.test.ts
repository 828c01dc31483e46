import { supabaseSetupSuite } from './supabase-setup.suite';

supabaseSetupSuite('pglite');
