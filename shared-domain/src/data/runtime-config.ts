import { z } from 'zod';

/**
 * The shell's runtime configuration (config.json, read at start, never baked into a build):
 * the Supabase project and, for each remote, the URL of its mf-manifest.json.
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(20),
  remotes: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.string().min(1)),
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
