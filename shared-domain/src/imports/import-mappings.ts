import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, queryKeys, type Json } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { csvMappingSchema, type CsvMapping } from './csv-mapping';

/**
 * The user's saved CSV column mappings (issue 25 point 2) in public.import_mappings: saved under a
 * name (saving again under the same name replaces it) with the header shape it was made for, so
 * the import offers it again for a file of the same shape. At most 50 a user, 8 KB each (server).
 */

/** The most mappings a user may keep (the server's trigger refuses more, hint MAPPINGS_LIMIT). */
export const IMPORT_MAPPINGS_LIMIT = 50;

export type ImportMapping = { id: string; name: string; shape: string; mapping: CsvMapping; updatedAt: string };

export const importMappingInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  shape: z.string().min(1).max(2000),
  mapping: csvMappingSchema,
});
export type ImportMappingInput = z.input<typeof importMappingInputSchema>;

export const IMPORT_MAPPING_MESSAGES = {
  saved: 'Maparea coloanelor a fost salvată.',
  deleted: 'Maparea coloanelor a fost ștearsă.',
  limitReached: `Poți păstra cel mult ${IMPORT_MAPPINGS_LIMIT} de mapări. Șterge una pe care nu o mai folosești.`,
  saveFailed: 'Maparea coloanelor nu a putut fi salvată. Încearcă din nou.',
  deleteFailed: 'Maparea coloanelor nu a putut fi ștearsă. Încearcă din nou.',
} as const;
const M = IMPORT_MAPPING_MESSAGES;

/** A refused mapping write → its Romanian text. */
export function importMappingErrorMessage(error: unknown, fallback: string = M.saveFailed): string {
  const hint = typeof error === 'object' && error !== null && 'hint' in error ? error.hint : null;
  return hint === 'MAPPINGS_LIMIT' ? M.limitReached : fallback;
}

const COLUMNS = 'id, name, shape, mapping, updated_at';
type StoredMapping = { id: string; name: string; shape: string; mapping: Json; updated_at: string };

/** A stored mapping, or null when its document no longer reads as a mapping (an older shape). */
function mappingOf(row: StoredMapping): ImportMapping | null {
  const mapping = csvMappingSchema.safeParse(row.mapping);
  return mapping.success ? { id: row.id, name: row.name, shape: row.shape, mapping: mapping.data, updatedAt: row.updated_at } : null;
}

/** The user's mappings, most recently saved first. */
export async function fetchImportMappings(): Promise<ImportMapping[]> {
  const { data } = await getSupabase().from('import_mappings').select(COLUMNS).order('updated_at', { ascending: false }).order('id').throwOnError();
  return data.map(mappingOf).filter((m): m is ImportMapping => m !== null);
}

/** Saves a mapping under its name, replacing the one already saved under that name. */
export async function saveImportMapping(input: ImportMappingInput): Promise<ImportMapping> {
  const { name, shape, mapping } = importMappingInputSchema.parse(input);
  const { data } = await getSupabase()
    .from('import_mappings')
    .upsert({ name, shape, mapping }, { onConflict: 'user_id,name' })
    .select(COLUMNS)
    .single()
    .throwOnError();
  const saved = mappingOf(data);
  if (!saved) throw new Error('the saved mapping does not read back as a mapping');
  return saved;
}

export async function deleteImportMapping(id: string): Promise<void> {
  await getSupabase().from('import_mappings').delete().eq('id', id).throwOnError();
}

/** Key queryKeys.imports.mappings(): saving or deleting a mapping invalidates it. */
export const importMappingsQueryOptions = () => queryOptions({ queryKey: queryKeys.imports.mappings(), queryFn: fetchImportMappings });

export const useImportMappings = () => useQuery(importMappingsQueryOptions());

const MAPPING_WRITE_INVALIDATES = [queryKeys.imports.mappings()] as const;

export const useSaveImportMapping = () =>
  useBugetMutation({
    mutationFn: saveImportMapping,
    invalidates: MAPPING_WRITE_INVALIDATES,
    successMessage: M.saved,
    errorMessage: (error) => importMappingErrorMessage(error),
  });

export const useDeleteImportMapping = () =>
  useBugetMutation({
    mutationFn: deleteImportMapping,
    invalidates: MAPPING_WRITE_INVALIDATES,
    successMessage: M.deleted,
    errorMessage: (error) => importMappingErrorMessage(error, M.deleteFailed),
  });
