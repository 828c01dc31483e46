import * as z from 'zod/mini';

/**
 * The shell's runtime configuration (config.json, read at start, never baked into a build):
 * the Supabase project and, for each remote, the URL of its mf-manifest.json.
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url('must be a URL'),
  supabaseAnonKey: z.string('must be a string').check(z.minLength(20, 'must be at least 20 characters')),
  remotes: z.record(
    z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'a remote name is lower-case letters, digits and _')),
    z.string('must be a URL').check(z.minLength(1, 'must be a URL')),
    'must map remote names to manifest URLs',
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates a parsed config.json; the error names every bad field so a deployer can fix it. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(value);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new RuntimeConfigError(`config.json invalid — ${fields.join('; ')}`);
  }
  return result.data;
}
