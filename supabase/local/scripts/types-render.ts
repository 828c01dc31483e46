/** Renders an introspected schema as `supabase gen types typescript` does (its layout and helpers). */

export interface SchemaModel {
  columns: { rel: string; kind: string; name: string; type: string; elem: string | null; nullable: boolean; hasDefault: boolean; generated: boolean }[];
  relationships: { rel: string; name: string; columns: string[]; referencedRelation: string; referencedColumns: string[]; oneToOne: boolean }[];
  functions: { name: string; argNames: string[]; argModes: string[]; argTypes: string[]; nargs: number; nargDefaults: number; returnsSet: boolean; returnType: string; returnRelation: string | null }[];
}

const NUMBER = ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'];
const STRING = ['text', 'varchar', 'bpchar', 'char', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval', 'name', 'citext', 'inet', 'bytea'];

function tsType(type: string, elem: string | null = null): string {
  if (elem || type.startsWith('_')) return `${tsType(elem ?? type.slice(1))}[]`;
  if (type === 'bool') return 'boolean';
  if (NUMBER.includes(type)) return 'number';
  if (STRING.includes(type)) return 'string';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  return 'unknown';
}

const indent = (text: string, depth: number): string =>
  text
    .split('\n')
    .map((line) => (line ? '  '.repeat(depth) + line : line))
    .join('\n');

function objectType(fields: [string, string][]): string {
  if (fields.length === 0) return '{\n  [_ in never]: never\n}';
  return `{\n${fields.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n}`;
}

function relationshipsOf(model: SchemaModel, rel: string): string {
  const items = model.relationships.filter((r) => r.rel === rel);
  if (items.length === 0) return '[]';
  const body = items
    .map(
      (r) => `{
  foreignKeyName: "${r.name}"
  columns: [${r.columns.map((c) => `"${c}"`).join(', ')}]
  isOneToOne: ${r.oneToOne}
  referencedRelation: "${r.referencedRelation}"
  referencedColumns: [${r.referencedColumns.map((c) => `"${c}"`).join(', ')}]
},`,
    )
    .join('\n');
  return `[\n${indent(body, 1)}\n]`;
}

export function renderDatabaseTypes(model: SchemaModel): string {
  const relNames = [...new Set(model.columns.map((c) => c.rel))].sort();
  const tables: string[] = [];
  const views: string[] = [];
  for (const rel of relNames) {
    const cols = model.columns.filter((c) => c.rel === rel);
    const isView = cols[0]?.kind === 'v' || cols[0]?.kind === 'm';
    const row = objectType(cols.map((c) => [c.name, `${tsType(c.type, c.elem)}${c.nullable || isView ? ' | null' : ''}`]));
    if (isView) {
      views.push(`${rel}: {\n  Row: ${indent(row, 1).trimStart()}\n  Relationships: ${indent(relationshipsOf(model, rel), 1).trimStart()}\n}`);
      continue;
    }
    const write = (all: boolean): string =>
      objectType(
        cols.map((c) => {
          const t = `${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`;
          if (c.generated) return [`${c.name}?`, 'never'];
          return [all || c.nullable || c.hasDefault ? `${c.name}?` : c.name, t];
        }),
      );
    tables.push(
      `${rel}: {\n  Row: ${indent(row, 1).trimStart()}\n  Insert: ${indent(write(false), 1).trimStart()}\n  Update: ${indent(write(true), 1).trimStart()}\n  Relationships: ${indent(relationshipsOf(model, rel), 1).trimStart()}\n}`,
    );
  }
  const functions = model.functions.map((f) => {
    const inputs: [string, string][] = [];
    const outputs: [string, string][] = [];
    f.argTypes.forEach((type, i) => {
      const mode = f.argModes[i] ?? 'i';
      const name = f.argNames[i] ?? `arg${i}`;
      if (mode === 'i' || mode === 'b') inputs.push([name, tsType(type)]);
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push([name, tsType(type)]);
    });
    const optionalFrom = f.nargs - f.nargDefaults;
    const args = inputs.length === 0 ? 'never' : objectType(inputs.map(([n, t], i) => [i >= optionalFrom ? `${n}?` : n, t]));
    let returns: string;
    if (outputs.length > 0) returns = `${objectType(outputs)}${f.returnsSet ? '[]' : ''}`;
    else if (f.returnRelation) {
      const cols = model.columns.filter((c) => c.rel === f.returnRelation);
      returns = `${objectType(cols.map((c) => [c.name, `${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`]))}${f.returnsSet ? '[]' : ''}`;
    } else returns = `${tsType(f.returnType)}${f.returnsSet ? '[]' : ''}`;
    return `${f.name}: {\n  Args: ${indent(args, 1).trimStart()}\n  Returns: ${indent(returns, 1).trimStart()}\n}`;
  });
  const section = (items: string[]): string => (items.length === 0 ? '{\n  [_ in never]: never\n}' : `{\n${indent(items.join('\n'), 1)}\n}`);
  const publicSchema = `public: {
  Tables: ${indent(section(tables), 1).trimStart()}
  Views: ${indent(section(views), 1).trimStart()}
  Functions: ${indent(section(functions), 1).trimStart()}
  Enums: {
    [_ in never]: never
  }
  CompositeTypes: {
    [_ in never]: never
  }
}`;
  return `// Generated by \`npm run gen:types -w @buget/supabase-local\` from supabase/migrations. Do not edit.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.2.3 (519615d)"
  }
${indent(publicSchema, 1)}
}

${HELPERS}`;
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
`;
