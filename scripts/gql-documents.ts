// Each GraphQL document as a module of its own in the client build.
//
// The codegen's client preset writes every document of a target into one module (src/app/gql/graphql.ts), and its
// Babel plugin turns each graphql(`…`) call into an import from that module. One module goes into one chunk, so every
// page carried the text of every document in the portal (9.4 KB gzip on the home's first load). Here each call
// imports a virtual module holding only its own document's text, which the bundler places with the page that uses
// it. The text is the generated one (fragments included), taken from graphql.ts at build time; at run time a
// document is only ever sent as `document.toString()` (lib/graphql.ts, the outbox), so a plain string serves.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:gql-document/';

/** The codegen targets: the folder whose `gql/graphql.ts` holds the documents of the sources under it. */
export const GQL_TARGETS = { app: 'src/app', browser: 'src/browser' } as const;
export type GqlTarget = keyof typeof GQL_TARGETS;

/** The generated constant of a document's source: `query CartContent` → CartContentDocument, a fragment → …FragmentDoc. */
export function generatedNameOf(source: string): string | null {
  const first = /^\s*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(source);
  if (!first) return null;
  return first[1] === 'fragment' ? `${first[2]}FragmentDoc` : `${first[2]}Document`;
}

/** Every document of a generated graphql.ts by its constant's name, with the text it sends. */
export function generatedDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const match of generated.matchAll(/^export const (\w+) = new TypedDocumentString\(`([^`]*)`/gm)) {
    const [, name, text] = match;
    if (name === undefined || text === undefined) continue;
    // A template literal's value is its raw text only without escapes or substitutions; codegen writes none.
    if (text.includes('\\') || text.includes('${')) throw new Error(`${name}: unexpected escape in its text`);
    documents.set(name, text);
  }
  return documents;
}

function targetOf(filename: string, root: string): GqlTarget | null {
  const path = relative(root, filename).split(sep).join('/');
  for (const [target, folder] of Object.entries(GQL_TARGETS) as [GqlTarget, string][]) {
    if (path.startsWith(`${folder}/`) && !path.startsWith(`${folder}/gql/`)) return target;
  }
  return null;
}

/**
 * Babel: `graphql(`query X …`)` → `import _XDocument from 'virtual:gql-document/<target>/XDocument'` and the
 * call replaced by that binding. A call whose text names no operation or fragment fails the build. The import of
 * `graphql` goes once nothing uses it: the generated modules construct every document when loaded, which a bundler
 * must keep as a side effect of the import.
 */
export function gqlDocumentImports(root: string) {
  return ({ types: t }: { types: typeof BabelTypes }): PluginObj => ({
    name: 'portal:gql-document-imports',
    visitor: {
      Program: {
        exit(program) {
          program.scope.crawl();
          const binding = program.scope.getBinding('graphql');
          if (binding?.kind !== 'module' || binding.referenced) return;
          const declaration = binding.path.parentPath;
          binding.path.remove();
          if (declaration?.isImportDeclaration() && declaration.node.specifiers.length === 0) declaration.remove();
        },
      },
      CallExpression(path, state) {
        const { callee, arguments: args } = path.node;
        if (callee.type !== 'Identifier' || callee.name !== 'graphql') return;
        const [argument] = args;
        if (argument?.type !== 'TemplateLiteral' || argument.expressions.length > 0) return;
        const filename = state.filename;
        const target = filename === undefined ? null : targetOf(filename, root);
        if (target === null) return;
        const source = argument.quasis[0]?.value.raw ?? '';
        const name = generatedNameOf(source);
        if (name === null) throw path.buildCodeFrameError('graphql(`…`) names no operation or fragment');
        const local = path.scope.generateUidIdentifier(name);
        const program = path.findParent((parent) => parent.isProgram());
        if (!program?.isProgram()) return;
        program.unshiftContainer(
          'body',
          t.importDeclaration([t.importDefaultSpecifier(local)], t.stringLiteral(`${VIRTUAL}${target}/${name}`)),
        );
        path.replaceWith(local);
      },
    },
  });
}

/** Vite: serves `virtual:gql-document/<target>/<name>` as that document's text, read from the target's graphql.ts. */
export function gqlDocumentModules(root: string): Plugin {
  const cache = new Map<GqlTarget, Map<string, string>>();
  const documentsOf = (target: GqlTarget) => {
    let documents = cache.get(target);
    if (!documents) {
      documents = generatedDocuments(readFileSync(join(root, GQL_TARGETS[target], 'gql/graphql.ts'), 'utf8'));
      cache.set(target, documents);
    }
    return documents;
  };
  return {
    name: 'portal:gql-document-modules',
    buildStart() {
      cache.clear();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [target, name] = id.slice(VIRTUAL.length + 1).split('/') as [string, string];
      if (!(target in GQL_TARGETS)) this.error(`${id}: no such codegen target`);
      const text = documentsOf(target as GqlTarget).get(name);
      if (text === undefined)
        this.error(`${name} is not in ${GQL_TARGETS[target as GqlTarget]}/gql/graphql.ts: run npm run codegen`);
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
