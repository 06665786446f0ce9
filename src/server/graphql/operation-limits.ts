import {
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

// What one GraphQL operation may ask of the server (an outside attack run: 1,000 aliases of one field stalled other
// users for seconds; 100 aliased catalogSync pages took 35 s and 600 MB; a NUL byte or 100,000 list items reached
// the database and answered 500). Checked before anything runs: the document's shape by a validation rule (cached
// with the document), what depends on the variables just before execution.
//
// Only the types' field maps are read from the schema, never graphql-js predicates (isListType …): under Vitest
// our `import 'graphql'` is another instance than Yoga's, and graphql-js refuses values of another instance.

export const OPERATION_LIMITS = {
  /** Root fields of one operation, aliases and fields of fragments included. */
  maxRootFields: 30,
  /** Aliased fields in one document. */
  maxAliases: 30,
  /** Items of one list argument (a literal or a variable), unless {@link LIST_ARGUMENT_CAPS} allows more. */
  maxListItems: 1000,
  /**
   * Estimated work of one operation (see {@link operationCost}). The client's largest, a catalogSync page of 1,000
   * with every field the device keeps, costs 168,008; 4 pages of 1,000 asking only for `id name` cost 216,004.
   */
  maxCost: 200_000,
  /** Wall time of one operation's execution. */
  timeoutMs: 10_000,
} as const;

/** List arguments that may hold more than {@link OPERATION_LIMITS.maxListItems} (their resolver caps them). */
export const LIST_ARGUMENT_CAPS: Readonly<Record<string, number>> = {
  // The stock import: MAX_STOCK_ROWS_PER_CALL of catalog.service.ts.
  'Mutation.updateStock.input': 5000,
};

/**
 * Root fields an operation may select only once, aliases included: checkout places orders (spec 01 §5), and one
 * Idempotency-Key stands for one of them; sendInvoiceEmail sends a mail with a PDF each (30 aliases would be 30
 * mails in one request, around the limit per invoice); a payment request charges a card or issues a virtual account
 * once per Idempotency-Key too (spec 01 §7). The named cart lists' reads price every line at today's prices (up to
 * 50 lists of 500 lines, or one list of 500), and starting a cart from a list fills the cart once per key. The
 * claim and PDI lists (pages of 10 or 20, each claim with its files, problems, frame and recalls) and the claim
 * articles' pages are one page per request: 30 aliases of a page of 20 claims would be 600 claims. The
 * administrator's list of failed sign-ins groups the last 24 hours of sign-in attempts: one list per request.
 */
export const ONCE_PER_OPERATION: ReadonlySet<string> = new Set([
  'checkout',
  'sendInvoiceEmail',
  'createPaymentRequest',
  'createPaymentRequestV2',
  'createPaymentRequestV3',
  'simulateTransfer',
  'cartLists',
  'cartList',
  'startCartFromList',
  'claimsV2',
  'claimsV3',
  'claimArticlesV2',
  'claimPDIs',
  'signInFailures',
]);

/** How often each root field is selected, through fragments (a fragment cycle, refused elsewhere, counts once). */
function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(selection.selectionSet, fragments, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = fragments.get(selection.name.value);
    return fragment ? rootFieldNames(fragment.selectionSet, fragments, seen) : [];
  });
}

/** Arguments that say how many items a field answers: its children count that many times. */
const PAGE_SIZE_ARGUMENTS = new Set(['limit', 'first', 'last', 'pageSize']);
/**
 * Page sizes given inside an input object argument, by `Type.field`: the argument, its page-size field and that
 * field's default in the schema (the payment requests page's filter { page, perPage }).
 */
export const NESTED_PAGE_SIZES: Readonly<Record<string, { argument: string; field: string; default: number }>> = {
  'Query.paymentRequests': { argument: 'filter', field: 'perPage', default: 20 },
};
/** The count assumed for a page-size argument without a value or a default (the resolver then answers all). */
const UNKNOWN_PAGE_SIZE = 10;
/**
 * What one item of a paged field costs before any of its fields: the resolver loads the whole row (prices, stock,
 * rules) whatever the selection, so 1,000 items asking only for `id` are still 1,000 rows of work.
 */
export const ITEM_COST = 50;

export const NUL_MESSAGE = 'Text must not contain NUL characters';

type Variables = Readonly<Record<string, unknown>>;

const refusal = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: false } } });

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Root fields of a selection set, through fragments; a fragment cycle (refused elsewhere) counts once. */
function countRootFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += countRootFields(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/**
 * The document's shape: root fields per operation, aliases, and every literal argument — strings without NUL
 * (PostgreSQL refuses it in text), lists within their cap.
 */
export function operationShapeRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  const listCaps = new Map<ValueNode, number>();
  return {
    OperationDefinition(node) {
      const fragments = fragmentsOf(context.getDocument());
      const rootFields = countRootFields(node.selectionSet, fragments);
      const names = rootFieldNames(node.selectionSet, fragments);
      for (const once of ONCE_PER_OPERATION) {
        if (names.filter((name) => name === once).length > 1) {
          context.reportError(refusal(`An operation may run ${once} only once`));
        }
      }
      if (rootFields > OPERATION_LIMITS.maxRootFields) {
        context.reportError(
          refusal(
            `An operation may select at most ${String(OPERATION_LIMITS.maxRootFields)} root fields, aliases ` +
              `included; this one selects ${String(rootFields)}`,
          ),
        );
      }
    },
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Argument(node) {
      const field = context.getFieldDef();
      const parent = context.getParentType();
      const cap = field && parent ? LIST_ARGUMENT_CAPS[`${parent.name}.${field.name}.${node.name.value}`] : undefined;
      if (cap !== undefined) listCaps.set(node.value, cap);
    },
    ListValue(node) {
      const cap = listCaps.get(node) ?? OPERATION_LIMITS.maxListItems;
      if (node.values.length > cap) {
        context.reportError(
          refusal(`A list may hold at most ${String(cap)} items; one holds ${String(node.values.length)}`),
        );
      }
    },
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(refusal(NUL_MESSAGE));
    },
    Document: {
      leave() {
        if (aliases > OPERATION_LIMITS.maxAliases) {
          context.reportError(
            refusal(
              `A request may use at most ${String(OPERATION_LIMITS.maxAliases)} aliases; this one uses ${String(aliases)}`,
            ),
          );
        }
      },
    },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The caps of variables passed straight to a list argument with its own cap. */
function variableListCaps(operation: OperationDefinitionNode, schema: GraphQLSchema) {
  const caps = new Map<string, number>();
  const rootType =
    operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  if (!rootType) return caps;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      const cap = LIST_ARGUMENT_CAPS[`${rootType.name}.${selection.name.value}.${argument.name.value}`];
      if (cap !== undefined && argument.value.kind === Kind.VARIABLE) caps.set(argument.value.name.value, cap);
    }
  }
  return caps;
}

/**
 * The variables' problem, if any: a string with NUL, or a list longer than its cap (at any depth). Files of a
 * multipart request are not plain objects and are left alone.
 */
export function variablesProblem(variables: Variables, listCaps: ReadonlyMap<string, number> = new Map()) {
  const visit = (value: unknown, name: string, cap: number): string | null => {
    if (typeof value === 'string') return value.includes('\u0000') ? `${NUL_MESSAGE} ($${name})` : null;
    if (Array.isArray(value)) {
      if (value.length > cap) {
        return `A list may hold at most ${String(cap)} items; $${name} holds ${String(value.length)}`;
      }
      for (const item of value) {
        const problem = visit(item, name, OPERATION_LIMITS.maxListItems);
        if (problem) return problem;
      }
      return null;
    }
    if (isPlainObject(value)) {
      for (const item of Object.values(value)) {
        const problem = visit(item, name, OPERATION_LIMITS.maxListItems);
        if (problem) return problem;
      }
    }
    return null;
  };
  for (const [name, value] of Object.entries(variables)) {
    const problem = visit(value, name, listCaps.get(name) ?? OPERATION_LIMITS.maxListItems);
    if (problem) return problem;
  }
  return null;
}

/** The operation a request runs: the named one, or the only one. */
export function selectOperation(document: DocumentNode, operationName?: string | null) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

interface FieldMapType {
  name: string;
  getFields(): Record<string, { args: readonly { name: string; defaultValue: unknown }[]; type: unknown }>;
}

const hasFields = (type: unknown): type is FieldMapType =>
  typeof type === 'object' && type !== null && typeof (type as Partial<FieldMapType>).getFields === 'function';

/** The named type under list and non-null wrappers. */
function namedType(type: unknown): unknown {
  let current = type;
  while (typeof current === 'object' && current !== null && 'ofType' in current) {
    current = current.ofType;
  }
  return current;
}

/**
 * The estimated work of an operation: every field costs 1 plus its children; a field with a page-size argument
 * (`limit`, `first`, `last`, `pageSize`: a literal, a variable or the schema's default) costs {@link ITEM_COST}
 * plus its children that many times. Fragments count where they are spread; a list without a page size counts its
 * children once.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  const fragments = fragmentsOf(document);
  const defaults = new Map<string, unknown>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue?.kind === Kind.INT) {
      defaults.set(definition.variable.name.value, Number(definition.defaultValue.value));
    }
  }
  const valueOf = (node: ValueNode): unknown => {
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) return variables[node.name.value] ?? defaults.get(node.name.value);
    return undefined;
  };

  const nestedPageSize = (
    args: readonly { name: { value: string }; value: ValueNode }[],
    nested: { argument: string; field: string; default: number },
  ): number => {
    const node = args.find((a) => a.name.value === nested.argument)?.value;
    let given: unknown;
    if (node?.kind === Kind.OBJECT) {
      const inner = node.fields.find((f) => f.name.value === nested.field);
      given = inner ? valueOf(inner.value) : undefined;
    } else if (node?.kind === Kind.VARIABLE) {
      const value = variables[node.name.value];
      given =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[nested.field] : undefined;
    }
    return typeof given === 'number' && Number.isFinite(given) ? Math.max(1, Math.trunc(given)) : nested.default;
  };

  const costOf = (selectionSet: SelectionSetNode, parent: unknown, path: readonly string[]): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += costOf(selection.selectionSet, type, path);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        // A cycle never passes validation; the guard keeps this function total anyway.
        if (!fragment || path.includes(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        cost += costOf(fragment.selectionSet, type, [...path, fragment.name.value]);
        continue;
      }
      cost += 1;
      if (!selection.selectionSet) continue;
      const field = hasFields(parent) ? parent.getFields()[selection.name.value] : undefined;
      let times = 1;
      for (const arg of field?.args ?? []) {
        if (!PAGE_SIZE_ARGUMENTS.has(arg.name)) continue;
        const node = selection.arguments?.find((a) => a.name.value === arg.name);
        const given = node ? valueOf(node.value) : undefined;
        const size = typeof given === 'number' ? given : arg.defaultValue;
        times = typeof size === 'number' && Number.isFinite(size) ? Math.max(1, Math.trunc(size)) : UNKNOWN_PAGE_SIZE;
      }
      const nested = hasFields(parent) ? NESTED_PAGE_SIZES[`${parent.name}.${selection.name.value}`] : undefined;
      if (nested) times = nestedPageSize(selection.arguments ?? [], nested);
      const children = costOf(selection.selectionSet, namedType(field?.type), path);
      const paged = nested !== undefined || field?.args.some((a) => PAGE_SIZE_ARGUMENTS.has(a.name));
      cost += paged ? times * (ITEM_COST + children) : children;
    }
    return cost;
  };

  const root =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : operation.operation === OperationTypeNode.SUBSCRIPTION
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return costOf(operation.selectionSet, root, []);
}

/**
 * The problem of an operation with these variables, before it runs: NUL or over-long lists in the variables, or a
 * cost over the limit. Null when it may run.
 */
export function executionProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): string | null {
  const operation = selectOperation(document, operationName);
  if (!operation) return null; // graphql-js answers the missing operation itself
  const problem = variablesProblem(variables, variableListCaps(operation, schema));
  if (problem) return problem;
  const cost = operationCost(schema, document, operation, variables);
  if (cost > OPERATION_LIMITS.maxCost) {
    return (
      `The operation asks for too much at once (cost ${String(cost)}, at most ` +
      `${String(OPERATION_LIMITS.maxCost)}): ask for fewer items or fields per request`
    );
  }
  return null;
}

/** Refusal of an operation that ran out of its time. 503: not the client's fault; a retry may succeed. */
export const timeoutError = (timeoutMs: number = OPERATION_LIMITS.timeoutMs) =>
  createGraphQLError(`The operation took longer than ${String(timeoutMs / 1000)} seconds and was stopped`, {
    extensions: { code: 'TIMEOUT', http: { status: 503, spec: false } },
  });

/**
 * The limits as a Yoga plugin: the shape rule in validation; variables and cost before execution; and a time box
 * around a query's execution — when it runs out (or the client goes away), no further field resolves and the answer
 * is 503; a resolver already running finishes its own statement. Mutations are not cut short: their resolver would
 * go on and commit after the answer, and the Idempotency-Key of an unfinished answer is freed for a retry, which
 * would then run the change twice.
 */
export function operationLimits(options: { timeoutMs?: number } = {}): Plugin {
  const timeoutMs = options.timeoutMs ?? OPERATION_LIMITS.timeoutMs;
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(operationShapeRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, operationName } = args as {
        schema: GraphQLSchema;
        document: DocumentNode;
        operationName?: string | null;
      };
      const variables = isPlainObject(args.variableValues) ? args.variableValues : {};
      const problem = executionProblem(schema, document, operationName, variables);
      if (problem) {
        setResultAndStopExecution({ errors: [refusal(problem)] });
        return;
      }
      if (selectOperation(document, operationName)?.operation !== OperationTypeNode.QUERY) return;
      const timeBox = new AbortController();
      const timer = setTimeout(() => {
        timeBox.abort(timeoutError(timeoutMs));
      }, timeoutMs);
      const request = (args.contextValue as { request?: Request } | undefined)?.request;
      const withSignal = args as typeof args & { signal?: AbortSignal };
      withSignal.signal = request ? AbortSignal.any([timeBox.signal, request.signal]) : timeBox.signal;
      return {
        onExecuteDone() {
          clearTimeout(timer);
        },
      };
    },
  };
}
