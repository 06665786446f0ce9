import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import {
  GQL_TARGETS,
  generatedDocuments,
  generatedNameOf,
  gqlDocumentImports,
  gqlDocumentModules,
} from './gql-documents';

const root = join(import.meta.dirname, '..');

function sourcesOf(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('gql/') && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, folder, file));
}

describe('generatedNameOf', () => {
  it('names an operation …Document and a fragment …FragmentDoc, as the codegen does', () => {
    expect(generatedNameOf('\n  query CartContent {\n cart { id } }')).toBe('CartContentDocument');
    expect(generatedNameOf('mutation Checkout($input: CheckoutInput!) { checkout }')).toBe('CheckoutDocument');
    expect(generatedNameOf('  fragment HomeMoneyFormat on MoneyFormat { currency }')).toBe(
      'HomeMoneyFormatFragmentDoc',
    );
    expect(generatedNameOf('{ me { id } }')).toBeNull();
  });
});

describe.each(Object.entries(GQL_TARGETS))('the %s target', (target, folder) => {
  const generated = readFileSync(join(root, folder, 'gql/graphql.ts'), 'utf8');
  const documents = generatedDocuments(generated);

  it('reads every document of its generated graphql.ts, with the text the generated module sends', () => {
    expect(documents.size).toBe(generated.match(/^export const \w+ = new TypedDocumentString\(/gm)?.length);
    for (const [name, text] of documents) {
      const declared = /(Document|FragmentDoc)$/.exec(name)?.[1];
      expect(declared, name).toBeDefined();
      expect(text).toMatch(declared === 'Document' ? /^\s*(query|mutation|subscription) / : /^\s*fragment /);
    }
  });

  it('has a document for every graphql(`…`) call of its sources', () => {
    const calls = sourcesOf(folder).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bgraphql\(`([^`]*)`\)/g)].map((match) => match[1] ?? ''),
    );
    expect(calls.length).toBeGreaterThan(10);
    for (const source of calls) expect(documents.has(generatedNameOf(source) ?? ''), source).toBe(true);
  });

  it('the Vite plugin serves one document as its text and fails the build on an unknown one', () => {
    const plugin = gqlDocumentModules(root);
    const [name, text] = [...documents][0] ?? ['', ''];
    const resolved = (plugin.resolveId as (id: string) => string | null)(`virtual:gql-document/${target}/${name}`);
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const load = (plugin.load as (this: typeof context, id: string) => string | null).bind(context);
    expect(load(resolved ?? '')).toBe(`export default ${JSON.stringify(text)};`);
    expect(() => load(`\0virtual:gql-document/${target}/NoSuchDocument`)).toThrow(/run npm run codegen/);
    expect(load('/src/app/main.tsx')).toBeNull();
  });
});

describe('gqlDocumentImports (Babel)', () => {
  const transform = (code: string, filename: string) =>
    transformSync(code, { filename, babelrc: false, configFile: false, plugins: [gqlDocumentImports(root)] })?.code ??
    '';

  it('turns each call into an import of its own document and drops the import of graphql', () => {
    const out = transform(
      [
        "import { graphql } from '../../../gql';",
        'export const a = graphql(`query HomeViewer { me { id } }`);',
        'export const b = graphql(`fragment HomeMoneyFormat on MoneyFormat { currency }`);',
      ].join('\n'),
      join(root, 'src/app/features/home/api/home.operations.ts'),
    );
    expect(out).toContain('from "virtual:gql-document/app/HomeViewerDocument"');
    expect(out).toContain('from "virtual:gql-document/app/HomeMoneyFormatFragmentDoc"');
    expect(out).not.toContain('graphql(');
    expect(out).not.toMatch(/from ["'][./]+gql["']/);
  });

  it("uses the browser core's own target for its sources, and leaves files outside both alone", () => {
    const browser = transform(
      "import { graphql } from '../gql';\nexport const c = graphql(`mutation Checkout { checkout }`);",
      join(root, 'src/browser/outbox/kinds/checkout.ts'),
    );
    expect(browser).toContain('from "virtual:gql-document/browser/CheckoutDocument"');
    const server = transform('export const d = graphql(`query Me { me { id } }`);', join(root, 'src/server/x.ts'));
    expect(server).toContain('graphql(`query Me');
  });

  it('fails on a call whose text names no operation', () => {
    expect(() => transform('export const e = graphql(`{ me { id } }`);', join(root, 'src/app/lib/x.ts'))).toThrow(
      /names no operation or fragment/,
    );
  });
});
