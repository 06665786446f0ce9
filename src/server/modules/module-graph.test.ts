// The server's modules depend on each other in one direction only, and reach another module through its service
// (docs/architecture.md). Reads the import statements of src/server/modules/*/ (tests and test fixtures left out:
// like the seed, they write every module's tables).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname);

export interface ImportEdge {
  from: string;
  to: string;
  /** The importing file and the imported one, relative to src/server/modules. */
  file: string;
  target: string;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import from one module into another (the module is the first folder under src/server/modules). */
export function moduleImports(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test-fixtures') && f.includes('/'),
  );
  for (const file of files) {
    const from = file.split('/')[0] ?? '';
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(join(root, file)), spec));
      const to = target.split('/')[0] ?? '';
      if (target.startsWith('..') || to === from) continue;
      edges.push({ from, to, file, target });
    }
  }
  return edges;
}

/**
 * The import cycles of a directed graph, as its strongly connected components of two nodes or more (Tarjan): any
 * cycle lies inside one, and two cycles that share a node are one component. Nodes sorted, components too.
 */
export function findCycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a.join() < b.join() ? -1 : 1));
}

/**
 * Imports of another module's internals: its repository never (its service is the way in); its tables only from
 * a module's own tables (foreign keys: one schema) and repository (a join reads them; the edge still counts in
 * the cycle check, so the dependency keeps one direction).
 */
export function boundaryViolations(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((e) => {
    const name = `${e.file} → ${e.target}`;
    if (e.target.endsWith('.repository')) return [`${name}: another module's repository`];
    if (e.target.endsWith('.tables') && !/\.(tables|repository)\.ts$/.test(e.file)) {
      return [`${name}: another module's tables outside a repository or tables file`];
    }
    return [];
  });
}

const EXPORTED_FUNCTION =
  /export\s+(?:async\s+)?function\s+(\w+)\s*(?:<[^>]*>)?\s*\(\s*(\w+)\s*(?::\s*([\w.]+))?|export\s+const\s+(\w+)\s*=\s*(?:async\s+)?\(\s*(\w+)\s*(?::\s*([\w.]+))?/g;
const REPOSITORY_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"][^'"]*\.repository['"]/g;

/**
 * Exported functions of the services (`<module>/<name>.service.ts`) that do not follow the one service style:
 * `(deps, buyer, args)`, the deps being `AppDeps` or a `Pick` of it. Flags a first parameter named or typed as the
 * database (`db`, `Db`) or the GraphQL context (`ctx`, `GraphQLContext`), and a repository function handed on
 * as it is (`export { … } from './x.repository'`): the module wraps it to take the deps (`withDeps`).
 */
export function serviceStyleViolations(files: readonly { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    const found: string[] = [];
    for (const m of source.matchAll(EXPORTED_FUNCTION)) {
      const name = m[1] ?? m[4] ?? '';
      const param = m[2] ?? m[5] ?? '';
      const type = m[3] ?? m[6] ?? '';
      if (['db', 'ctx'].includes(param) || ['Db', 'GraphQLContext'].includes(type)) {
        found.push(
          `${file}: ${name}(${param}${type ? `: ${type}` : ''}, …) takes the ${param === 'ctx' || type === 'GraphQLContext' ? 'GraphQL context' : 'database'} first`,
        );
      }
    }
    for (const m of source.matchAll(REPOSITORY_REEXPORT)) {
      for (const name of (m[1] ?? '').split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ') && !REPOSITORY_VALUES.has(name)) {
          found.push(`${file}: ${name} re-exported from the repository`);
        }
      }
    }
    return found;
  });
}

/** Repository exports a service may hand on unchanged: they take no database (a SQL condition other joins use). */
const REPOSITORY_VALUES = new Set(['accessibleBy']);

function serviceSources(root: string) {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.service.ts'))
    .map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
}

/** Cycles allowed: none (the viewer, which joins users and customers, is composed above both in auth/viewer.ts). */
const KNOWN_CYCLES: string[] = [];

describe('module graph', () => {
  const edges = moduleImports(MODULES);

  it('reads the imports between modules', () => {
    expect(edges.some((e) => e.from === 'cart' && e.to === 'catalog')).toBe(true);
    expect(new Set(edges.map((e) => e.from)).size).toBeGreaterThan(8);
  });

  it('has no import cycle between modules (beyond the known ones)', () => {
    expect(findCycles(edges).map((c) => c.join(', '))).toEqual(KNOWN_CYCLES);
  });

  it("never reaches into another module's repository, nor its tables outside repositories", () => {
    expect(boundaryViolations(edges)).toEqual([]);
  });

  it('has one service style: deps first, never the database or the GraphQL context', () => {
    const violations = serviceStyleViolations(serviceSources(MODULES));
    expect(violations).toEqual([]);
  });

  it('finds a service taking the database or the context first (the check can fail)', () => {
    const found = serviceStyleViolations([
      {
        file: 'a/a.service.ts',
        source: [
          'export async function one(db: Db, buyer: Buyer) {}',
          'export function two(\n  ctx: GraphQLContext,\n  id: number,\n) {}',
          'export const three = async (database: Db) => 1;',
          "export const four = (deps: Pick<AppDeps, 'db'>, buyer: Buyer) => 1;",
          'export function five(deps: AppDeps) {}',
          "export { accessibleBy, findThing, type Row } from './a.repository';",
          'export const isoDay = (at: Date) => at;',
        ].join('\n'),
      },
    ]);
    expect(found.map((v) => v.split(': ')[1]?.split('(')[0]?.split(' ')[0])).toEqual([
      'one',
      'two',
      'three',
      'findThing',
    ]);
  });

  it('finds a cycle and a boundary violation when there is one (the check can fail)', () => {
    const graph = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
      { from: 'd', to: 'e' },
    ];
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(findCycles([...graph, { from: 'e', to: 'c' }])).toEqual([['a', 'b', 'c', 'd', 'e']]);
    expect(findCycles(graph.slice(1))).toEqual([]);
    expect(findCycles([{ from: 'x', to: 'y' }, { from: 'y', to: 'x' }, ...graph])).toHaveLength(2);
    expect(
      boundaryViolations([
        { from: 'cart', to: 'catalog', file: 'cart/cart.service.ts', target: 'catalog/catalog.repository' },
        { from: 'cart', to: 'catalog', file: 'cart/cart.service.ts', target: 'catalog/catalog.tables' },
        { from: 'cart', to: 'catalog', file: 'cart/cart.tables.ts', target: 'catalog/catalog.tables' },
        { from: 'cart', to: 'catalog', file: 'cart/cart.service.ts', target: 'catalog/catalog.service' },
      ]),
    ).toHaveLength(2);
  });
});
