import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './apps';

/**
 * The app speaks to its user informally ("tu"), as most of its texts always did (issue 28 point
 * 13): no formal imperative or second person plural ('Verificați', 'Introduceți', 'Ați atins',
 * 'vă', 'dumneavoastră') in any text the app or its local server shows. Only the texts of the
 * app's own code are read: string literals, template literal parts and JSX text of every source
 * file (not tests, not comments), and the SQL schema files whole.
 */

/** Texts the spec quotes word for word: they stay as quoted, formal or not. */
const SPEC_QUOTED = [
  'Eroare de rețea. Încercați din nou.', // §8 EROARE_RETEA (the sign-in screen's own text says 'Încearcă')
];

const LETTER = 'a-zA-ZăâîșțĂÂÎȘȚ';
/**
 * A formal form: a word ending in -ați, -eți, -iți or -âți (Verificați, Introduceți, Permiteți,
 * Reveniți, coborâți; 'Ați' alone), the pronoun 'vă' ('-vă', 'v-ați'), or 'dumneavoastră' / 'dvs'.
 * Informal forms end otherwise (Verifică, Introdu, Permite, Revino; 'Ai', 'te', 'tu', 'ta').
 */
const FORMAL = new RegExp(`(?<![${LETTER}])(?:[${LETTER}]*(?:ați|eți|iți|âți)|vă|v-ați|v-a|dumneavoastră|dvs)(?![${LETTER}])`, 'giu');
/**
 * Words with a formal-looking ending that are not: the informal present of verbs in -te
 * ('permiți': tu permiți, of a permite; 'trimiți', 'admiți', 'promiți', 'transmiți', 'omiți') and
 * plural nouns. A new one is added here once it is known not to be a formal form.
 */
const NOT_FORMAL = new Set(['permiți', 'trimiți', 'admiți', 'promiți', 'transmiți', 'omiți', 'emiți', 'bați', 'frați', 'bărbați', 'pereți']);

const formalWords = (text: string): string[] => {
  const rest = SPEC_QUOTED.reduce((left, quoted) => left.replaceAll(quoted, ''), text);
  return [...rest.matchAll(FORMAL)].map(([word]) => word).filter((word) => !NOT_FORMAL.has(word.toLowerCase()));
};

/** The texts a TypeScript source holds: string literals, template literal parts and JSX text. */
function sourceTexts(file: string, source: string): string[] {
  const tsx = file.endsWith('.tsx');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

/** Every source file of the app's packages and its local server (tests and generated output left out). */
function appFiles(): string[] {
  const roots = readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(shell|mf-.+|shared-.+)$/.test(entry.name))
    .map((entry) => path.join(REPO_ROOT, entry.name, 'src'));
  roots.push(path.join(REPO_ROOT, 'supabase/local/src'), path.join(REPO_ROOT, 'supabase/schemas'));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (/\.(tsx?|sql|html)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) && !entry.name.startsWith('database.types')) {
        files.push(full);
      }
    }
  };
  roots.forEach((root) => {
    try {
      walk(root);
    } catch {
      // A package without src/ (none today) has nothing to read.
    }
  });
  return files;
}

describe('the app speaks informally', () => {
  it('tells formal forms from informal ones', () => {
    expect(formalWords('Verificați tranzacțiile. Introduceți un număr valid. Ați atins limita; autentificați-vă, a dumneavoastră.')).toEqual([
      'Verificați',
      'Introduceți',
      'Ați',
      'autentificați',
      'vă',
      'dumneavoastră',
    ]);
    expect(formalWords('Verifică tranzacțiile. Introdu un număr valid. Ai atins limita; autentifică-te, a ta. Poți, îți, marți, cărți, împarți; permiți aplicației?')).toEqual([]);
    expect(formalWords(`${SPEC_QUOTED[0]} ${SPEC_QUOTED[1]}`)).toEqual([]);
  });

  it('reads the texts of code, not its comments', () => {
    const texts = sourceTexts('x.tsx', "// Verificați\nconst a = 'Alegeți';\nconst b = `Introduceți ${a} și încercați`;\nconst c = <p>Reveniți</p>;");
    expect(texts.flatMap(formalWords)).toEqual(['Alegeți', 'Introduceți', 'încercați', 'Reveniți']);
  });

  it('has no formal form in any text of the app, its local server or its SQL', () => {
    const files = appFiles();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const texts = /\.tsx?$/.test(file) ? sourceTexts(file, source) : [source];
      return texts.flatMap(formalWords).map((word) => `${path.relative(REPO_ROOT, file)}: ${word}`);
    });
    expect(found).toEqual([]);
  });
});
