import { INVOICE_READ_PAGING } from '../../shared/invoices/invoice-paging';
import { OPEN_ORDER_PAGING } from '../../shared/orders/open-orders';
import { CLAIM_ARTICLES_MAX, CLAIM_PAGE_SIZES } from '../modules/claims/claims.resolvers';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import * as codegenDocuments from '../../app/gql/graphql';
import * as browserDocuments from '../../browser/gql/graphql';
import { MAX_PAGE_LIMIT, SUGGESTION_MAX } from '../modules/catalog/lists.service';
import { SYNC_MAX_LIMIT } from '../modules/catalog/sync.service';
import { BEST_SELLERS_MAX } from '../modules/orders/orders.service';
import { CUSTOMER_PAGE_SIZES } from '../modules/customers/customers.service';
import { MAX_NOTIFICATIONS } from '../modules/push/notifications.service';
import { ORDER_HISTORY_MAX_LIMIT } from '../modules/orders/orders.service';
import { CATALOG_PAGE_LIMIT } from '../../shared/catalog/catalog-rules';
import { VISIT_PAGE_SIZES } from '../../shared/visit-forms/visit-form';
import { readSdl } from './module';
import {
  executionProblem,
  operationCost,
  OPERATION_LIMITS,
  operationLimits,
  operationShapeRule,
  selectOperation,
  variablesProblem,
} from './operation-limits';
import { modules } from './schema';

// Every operation the client sends must pass the server's limits with the largest page sizes the server accepts,
// so a later change cannot ship a document the server refuses.

const root = join(import.meta.dirname, '../../..');

/** The schema built with this file's graphql instance (Yoga's is another one under Vitest). */
const schema: GraphQLSchema = buildSchema(
  [readSdl(import.meta.url, './base.graphql'), ...modules.map((m) => m.typeDefs)].join('\n'),
);

/**
 * The largest value the server accepts for each page-size argument. A new paged field the client sends must be
 * added here (the test below fails until it is).
 */
const LARGEST_PAGE_SIZES: Record<string, number> = {
  // The client's catalog page (spec 01 §9), though the resolvers accept up to MAX_PAGE_LIMIT: 100 groups of 100
  // articles each is 10,000 rows, more than the cost limit lets one request load.
  'Query.productGroups.limit': CATALOG_PAGE_LIMIT,
  'Query.previousPurchases.limit': CATALOG_PAGE_LIMIT,
  'Query.frequentPurchases.limit': CATALOG_PAGE_LIMIT,
  'Query.bestSellers.limit': BEST_SELLERS_MAX,
  'Query.searchSuggestion.limit': SUGGESTION_MAX,
  'Query.catalogSync.limit': SYNC_MAX_LIMIT,
  'Query.customers.limit': Math.max(...CUSTOMER_PAGE_SIZES),
  'Query.salesCustomers.limit': Math.max(...CUSTOMER_PAGE_SIZES),
  'Query.orderHistory.limit': ORDER_HISTORY_MAX_LIMIT,
  'Query.formVisits.limit': Math.max(...VISIT_PAGE_SIZES),
  'Query.notifications.limit': MAX_NOTIFICATIONS,
  'Query.invoicesByDateRange.limit': INVOICE_READ_PAGING.invoicesByDateRange.maxLimit,
  'Query.openInvoicesByPayer.limit': INVOICE_READ_PAGING.openInvoicesByPayer.maxLimit,
  'Query.paymentRequestsByPayer.limit': INVOICE_READ_PAGING.paymentRequestsByPayer.maxLimit,
  'Query.openOrderV4.limit': OPEN_ORDER_PAGING.maxLimit,
  'Query.claimsV2.limit': Math.max(...CLAIM_PAGE_SIZES),
  'Query.claimsV3.limit': Math.max(...CLAIM_PAGE_SIZES),
  'Query.claimPDIs.limit': Math.max(...CLAIM_PAGE_SIZES),
  'Query.claimArticlesV2.limit': Math.max(...CLAIM_PAGE_SIZES),
  'Query.claimArticles.limit': CLAIM_ARTICLES_MAX,
  // The host config's itemViewQuota / modelViewQuota, which have no cap of their own: a page's worth.
  'ProductGroup.items.limit': MAX_PAGE_LIMIT,
};

const PAGE_SIZE_ARGUMENTS = new Set(['limit', 'first', 'last', 'pageSize']);

/**
 * The documents of the client's graphql() calls, as codegen generated them (fragments included): the app's and the
 * browser core's (the outbox kinds and the catalog download, which the service worker sends too).
 */
function codegenOperations(): { name: string; document: string }[] {
  return [codegenDocuments, browserDocuments].flatMap((target) =>
    Object.entries(target)
      .filter(([name, value]) => name.endsWith('Document') && value instanceof target.TypedDocumentString)
      .map(([name, value]) => ({ name, document: String(value) })),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.includes('/src/app/gql/') && !file.includes('/src/browser/gql/'));
}

/**
 * Operations written as plain strings (the service worker, the outbox, the catalog download): template literals
 * that start with `query` or `mutation`, their `${CONSTANT}` parts taken from the same file.
 */
function plainStringOperations(): { name: string; document: string }[] {
  const found: { name: string; document: string }[] = [];
  for (const file of [...sourceFiles('src/app'), ...sourceFiles('src/browser'), ...sourceFiles('sw')]) {
    const text = readFileSync(file, 'utf8');
    const constants = new Map<string, string>();
    for (const match of text.matchAll(/const ([A-Z_][A-Z0-9_]*) = (?:`([^`]*)`|'([^']*)'|"([^"]*)")/g)) {
      constants.set(match[1] ?? '', match[2] ?? match[3] ?? match[4] ?? '');
    }
    const resolve = (template: string, depth = 0): string =>
      template.replace(/\$\{([A-Za-z_]\w*)\}/g, (_all, name: string) => {
        const value = constants.get(name);
        if (value === undefined || depth > 5) throw new Error(`${file}: cannot resolve \${${name}} of a document`);
        return resolve(value, depth + 1);
      });
    for (const match of text.matchAll(/(graphql\(\s*)?`\s*((?:query|mutation|subscription)\s*[A-Za-z_{(][^`]*)`/g)) {
      if (match[1]) continue; // a graphql() call: codegen's document covers it
      found.push({ name: file.slice(root.length + 1), document: resolve(match[2] ?? '') });
    }
  }
  return found;
}

/** Variables that set every page-size argument given by a variable to the largest value the server accepts. */
function largestVariables(document: DocumentNode, where: string): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (!PAGE_SIZE_ARGUMENTS.has(node.name.value) || node.value.kind !== Kind.VARIABLE) return;
        const coordinate = `${typeInfo.getParentType()?.name ?? '?'}.${typeInfo.getFieldDef()?.name ?? '?'}.${node.name.value}`;
        const largest = LARGEST_PAGE_SIZES[coordinate];
        if (largest === undefined) throw new Error(`${where}: add the largest ${coordinate} the server accepts`);
        variables[node.value.name.value] = largest;
      },
    }),
  );
  return variables;
}

/** The shape rule's and graphql-js's validation errors of a document. */
function validationErrors(source: string): string[] {
  return validate(schema, parse(source), [...specifiedRules, operationShapeRule]).map((e) => e.message);
}

describe('every operation the client sends', () => {
  const operations = [...codegenOperations(), ...plainStringOperations()];

  it('finds the client documents', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((o) => o.document).join('\n')).toMatch(/catalogSync\(/);
    expect(operations.map((o) => o.document).join('\n')).toMatch(/mutation OutboxUpdateProductsInCart/);
  });

  it.each(operations.map((o) => [o.name, o.document] as const))(
    '%s passes the limits at the largest page sizes',
    (name, source) => {
      expect(validationErrors(source)).toEqual([]);
      const document = parse(source);
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const operationName = definition.name?.value;
        const variables = largestVariables(document, name);
        expect(executionProblem(schema, document, operationName, variables)).toBeNull();
      }
    },
  );
});

describe('the shape of a document', () => {
  it('refuses more than 30 aliases', () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${String(i)}: __typename`).join(' ');
    expect(validationErrors(`{ me { ${aliases} } }`)).toEqual([
      'A request may use at most 30 aliases; this one uses 31',
    ]);
  });

  it('refuses more than 30 root fields, also through fragments, and allows 30', () => {
    const fields = (n: number) => Array.from({ length: n }, () => '__typename').join(' ');
    expect(validationErrors(`{ ${fields(30)} }`)).toEqual([]);
    expect(validationErrors(`{ ${fields(31)} }`)[0]).toMatch(/at most 30 root fields.*selects 31/);
    expect(
      validationErrors(`{ ...A ...B } fragment A on Query { ${fields(20)} } fragment B on Query { ${fields(20)} }`),
    ).toEqual(['An operation may select at most 30 root fields, aliases included; this one selects 40']);
  });

  it('refuses NUL in a literal string, nested in an input object too', () => {
    expect(
      validationErrors(
        'mutation { subscribeRestockedNotification(articleCode: "a\\u0000", sorg: "1000") { userErrors { message } } }',
      ),
    ).toEqual(['Text must not contain NUL characters']);
    expect(
      validationErrors('{ productGroups(filter: { category: BIKE, search: "x\\u0000y" }) { info { count } } }'),
    ).toContain('Text must not contain NUL characters');
  });

  it('refuses a literal list over 1,000 items, unless the argument allows more', () => {
    const list = (n: number) => `[${Array.from({ length: n }, () => '"1000"').join(',')}]`;
    expect(validationErrors(`{ customers(sorgs: ${list(1000)}) { info { count } } }`)).toEqual([]);
    expect(validationErrors(`{ customers(sorgs: ${list(1001)}) { info { count } } }`)).toEqual([
      'A list may hold at most 1000 items; one holds 1001',
    ]);
    const rows = (n: number) =>
      `[${Array.from({ length: n }, () => '{articleCode: "1", sorg: "1000", qty: 1}').join(',')}]`;
    const stock = (n: number) => `mutation { updateStock(input: ${rows(n)}) { userErrors { message } } }`;
    expect(validationErrors(stock(1001)).filter((m) => m.startsWith('A list'))).toEqual([]);
  });
});

describe('variables', () => {
  it('refuses NUL at any depth and lists over their cap', () => {
    expect(variablesProblem({ search: 'ok', filter: { tags: ['a', 'b\u0000'] } })).toBe(
      'Text must not contain NUL characters ($filter)',
    );
    expect(variablesProblem({ sorgs: Array.from({ length: 1001 }, () => '1000') })).toBe(
      'A list may hold at most 1000 items; $sorgs holds 1001',
    );
    expect(variablesProblem({ rows: Array.from({ length: 2000 }, () => ({})) }, new Map([['rows', 5000]]))).toBeNull();
    expect(variablesProblem({ search: 'plain', n: 3, file: new Blob(['\u0000']) })).toBeNull();
  });
});

describe('the cost of an operation', () => {
  const costOf = (source: string, variables: Record<string, unknown> = {}) => {
    const document = parse(source);
    const operation = selectOperation(document);
    if (!operation) throw new Error('no operation');
    return operationCost(schema, document, operation, variables);
  };

  it('counts a paged field’s children as many times as its page size: literal, variable or default', () => {
    const sync = (limit: string) =>
      `query Q($n: Int) { catalogSync(limit: ${limit}) { nextCursor products { id name } } }`;
    // 1 (catalogSync) + n × (the item's 50 + nextCursor 1 + products 1 + id 1 + name 1)
    expect(costOf(sync('1000'))).toBe(1 + 1000 * 54);
    expect(costOf(sync('$n'), { n: 250 })).toBe(1 + 250 * 54);
    expect(costOf(sync('$n'))).toBe(1 + 500 * 54); // the schema's default, 500
    expect(costOf('{ me { username } }')).toBe(2);
  });

  it('costs the invoice and payment reads by their page size, also one given inside the filter', () => {
    const paid = (limit: string) =>
      `query Q($n: Int) { invoicesByDateRange(from: "2026-01-01", to: "2026-01-30"${limit}) { invoiceNo } }`;
    // 1 + n × (50 + invoiceNo 1)
    expect(costOf(paid(', limit: 10'))).toBe(1 + 10 * 51);
    expect(costOf(paid(''))).toBe(1 + 500 * 51); // the schema's default, 500
    const requests = (filter: string) =>
      `query Q($f: PaymentRequestFilterInput) { paymentRequests${filter} { items { externalId } } }`;
    // 1 + n × (50 + items 1 + externalId 1)
    expect(costOf(requests('(filter: { perPage: 5 })'))).toBe(1 + 5 * 52);
    expect(costOf(requests('(filter: $f)'), { f: { perPage: 50 } })).toBe(1 + 50 * 52);
    expect(costOf(requests(''))).toBe(1 + 20 * 52); // the input's default, 20
    expect(costOf(`{ openInvoicesByPayer(payerCode: "P", sorgs: [], limit: 3) { invoiceNo } }`)).toBe(1 + 3 * 51);
    expect(costOf(`{ paymentRequestsByPayer(payerCode: "P", invoiceNumbers: []) { externalId } }`)).toBe(1 + 100 * 51);
  });

  it('refuses 4 aliased catalogSync pages of 1,000 and lets 3 through', () => {
    const page = (i: number) => `p${String(i)}: catalogSync(limit: 1000) { products { id name } nextCursor }`;
    const document = (n: number) => parse(`{ ${Array.from({ length: n }, (_, i) => page(i)).join(' ')} }`);
    expect(executionProblem(schema, document(3), undefined, {})).toBeNull();
    expect(executionProblem(schema, document(4), undefined, {})).toBe(
      'The operation asks for too much at once (cost 216004, at most 200000): ask for fewer items or fields per request',
    );
  });

  it('keeps the limits as documented', () => {
    expect(OPERATION_LIMITS).toMatchObject({
      maxRootFields: 30,
      maxAliases: 30,
      maxListItems: 1000,
      timeoutMs: 10_000,
    });
  });
});

describe('the time box', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function slowServer() {
    const reached: string[] = [];
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: `type Slow { next: Int } type Query { slow: Slow } type Mutation { slowChange: Int }`,
        resolvers: {
          Query: { slow: async () => (await sleep(150), {}) },
          Slow: { next: () => (reached.push('next'), 1) },
          Mutation: { slowChange: async () => (await sleep(150), reached.push('change'), 1) },
        },
      }),
      logging: false,
      plugins: [operationLimits({ timeoutMs: 30 })],
    });
    const post = async (query: string) => {
      const res = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string }[] } };
    };
    return { post, reached };
  }

  it('stops a query that runs out of time: 503, and no further field resolves', async () => {
    const server = slowServer();
    const res = await server.post('{ slow { next } }');
    expect(res.status).toBe(503);
    expect(res.body.errors?.[0]?.message).toBe('The operation took longer than 0.03 seconds and was stopped');
    await sleep(250);
    expect(server.reached).toEqual([]);
  });

  it('lets a mutation finish, so its answer is the outcome an Idempotency-Key keeps', async () => {
    const server = slowServer();
    const res = await server.post('mutation { slowChange }');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ slowChange: 1 });
  });
});
