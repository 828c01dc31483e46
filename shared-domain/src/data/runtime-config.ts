import * as z from 'zod/mini';
import { appPagesSchema } from '@buget/shared-domain/rules';

/**
 * The auth server's password policy, as GoTrue holds it (minimum length in bytes, never below its
 * 6, and the character sets of which a password needs one character each): the app shows it and
 * checks it before the server does (shared-domain auth/password-policy.ts). `npm start` and the dev
 * servers write it from the configuration the local server reads (supabase/config.toml [auth]);
 * a deployer writes their project's.
 */
const passwordPolicySchema = z.object(
  {
    minLength: z.number('trebuie să fie un număr').check(z.int('trebuie să fie un număr întreg'), z.gte(6, 'trebuie să fie cel puțin 6')),
    requiredCharacters: z.array(z.string().check(z.minLength(1, 'un set de caractere nu poate fi gol')), 'trebuie să fie o listă de seturi de caractere'),
  },
  'trebuie să fie un obiect {minLength, requiredCharacters}',
);

export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/**
 * The shell's runtime configuration (config.json, read at start, never baked into a build):
 * the Supabase project and its password policy and, for each remote, the URL of its mf-manifest.json. The shell reads
 * its pages from it too (appConfigSchema); a remote's harness reads only this part.
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url('trebuie să fie o adresă URL'),
  supabaseAnonKey: z.string('trebuie să fie un text').check(z.minLength(20, 'trebuie să aibă cel puțin 20 de caractere')),
  remotes: z.record(
    z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'numele unui remote are doar litere mici, cifre și „_”')),
    z.string('trebuie să fie o adresă URL').check(z.minLength(1, 'trebuie să fie o adresă URL')),
    {
      // A bad name keeps its own message (the key's check); anything else is the record's.
      error: (issue) =>
        issue.code === 'invalid_key' ? issue.issues[0]?.message : 'trebuie să lege numele remote-urilor de adresele manifestelor lor',
    },
  ),
  passwordPolicy: passwordPolicySchema,
}, 'config.json trebuie să fie un obiect JSON');

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The shell's config.json: the runtime configuration and the signed-in pages, each rendered by
 * one of its remotes (issue 27 point 2).
 */
const appConfigSchema = z.extend(runtimeConfigSchema, { pages: appPagesSchema }).check(
  z.superRefine((config, ctx) => {
    config.pages.forEach((page, index) => {
      if (!Object.hasOwn(config.remotes, page.remote)) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages', index, 'remote'],
          message: `remote-ul „${page.remote}” lipsește din remotes (are: ${Object.keys(config.remotes).join(', ') || 'niciunul'})`,
        });
      }
    });
  }),
);

export type AppConfig = z.infer<typeof appConfigSchema>;

/** A problem of config.json: where it is (`pages[2].icon`) and what is wrong, in Romanian. */
export type RuntimeConfigIssue = { path: string; message: string };

/** config.json could not be used: `issues` names each bad field and what is wrong. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
  constructor(readonly issues: readonly RuntimeConfigIssue[]) {
    super(`config.json are greșeli — ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
  }
}

/** Where an issue is, as a deployer finds it in the file: `pages[2].icon`. */
const issuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '') ||
  '(tot fișierul)';

/** Validates a parsed config.json with a schema; the error names every bad field so a deployer can fix it. */
function parseConfigJson<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new RuntimeConfigError(result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })));
  return result.data;
}

export const parseRuntimeConfig = (value: unknown): RuntimeConfig => parseConfigJson(runtimeConfigSchema, value);

/** The shell's config.json, validated; a RuntimeConfigError lists each problem in Romanian. */
export const parseAppConfig = (value: unknown): AppConfig => parseConfigJson(appConfigSchema, value);
