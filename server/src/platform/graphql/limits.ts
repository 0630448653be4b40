import type {
  ASTVisitor,
  DocumentNode,
  FragmentDefinitionNode,
  SelectionSetNode,
  ValidationRule,
} from 'graphql';
import { GraphQLError, Kind } from './graphql-js';

/**
 * What one request may ask of the server, checked before graphql's own validation runs, so that no
 * document, however it is shaped, costs more than a small, fixed amount of work. The admin screen's
 * largest query is about 40 fields, 4 levels deep; the standard introspection query that development
 * tools send is 15 levels deep (the depth limit is exactly that) and about 170 tokens.
 */
export const LIMITS = {
  /** Characters of the query text. */
  documentLength: 12_000,
  /** Lexical tokens: graphql-js stops parsing past this, so a huge document is never built. */
  tokens: 1_500,
  /** Operations in one document: one runs, but all are validated. */
  operations: 5,
  /** Nesting of fields, fragments expanded. */
  depth: 15,
  /** Fields once every fragment spread is expanded: what validation and execution would visit. */
  fields: 600,
  /** Aliases let one request repeat a field, such as a password-hashing adminLogin. */
  aliases: 15,
} as const;

interface Cost {
  depth: number;
  fields: number;
  aliases: number;
}

const ZERO: Cost = { depth: 0, fields: 0, aliases: 0 };
const add = (a: number, b: number) => Math.min(Number.MAX_SAFE_INTEGER, a + b);

/**
 * The cost of every operation of a document with each fragment measured once: a fragment spread
 * twice in each of 60 nested fragments costs 60 measurements, not 2^60 walks. Fragments no
 * operation reaches are counted too. A fragment cycle (reported by graphql's NoFragmentCyclesRule)
 * counts as nothing here.
 */
export function measureDocument(document: DocumentNode): { operations: number; cost: Cost } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Cost>();
  const measuring = new Set<string>();

  const fragmentCost = (name: string): Cost => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || measuring.has(name)) return ZERO;
    measuring.add(name);
    const cost = selectionCost(fragment.selectionSet);
    measuring.delete(name);
    measured.set(name, cost);
    return cost;
  };

  const selectionCost = (selectionSet: SelectionSetNode | undefined): Cost => {
    if (!selectionSet) return ZERO;
    let depth = 0;
    let fields = 0;
    let aliases = 0;
    for (const selection of selectionSet.selections) {
      let cost: Cost;
      if (selection.kind === Kind.FIELD) {
        const inner = selectionCost(selection.selectionSet);
        cost = {
          depth: inner.depth + 1,
          fields: add(inner.fields, 1),
          aliases: add(inner.aliases, selection.alias ? 1 : 0),
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost = selectionCost(selection.selectionSet);
      } else {
        cost = fragmentCost(selection.name.value);
      }
      depth = Math.max(depth, cost.depth);
      fields = add(fields, cost.fields);
      aliases = add(aliases, cost.aliases);
    }
    return { depth, fields, aliases };
  };

  let operations = 0;
  const total = { ...ZERO };
  const include = (cost: Cost) => {
    total.depth = Math.max(total.depth, cost.depth);
    total.fields = add(total.fields, cost.fields);
    total.aliases = add(total.aliases, cost.aliases);
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    operations += 1;
    include(selectionCost(definition.selectionSet));
  }
  // A fragment no operation spreads is never run, but graphql's rules still validate it, some at a
  // cost that grows with the square of its fields: it counts as if it were an operation.
  for (const name of fragments.keys()) {
    if (!measured.has(name)) include(fragmentCost(name));
  }
  return { operations, cost: total };
}

const count = (value: number) => (value > 1_000_000 ? 'more than a million' : String(value));

/** Sentences for a document over the limits; empty when it is within them. */
export function costErrors(document: DocumentNode): GraphQLError[] {
  const { operations, cost } = measureDocument(document);
  const errors: string[] = [];
  if (operations > LIMITS.operations) {
    errors.push(
      `This document holds ${operations} operations; the limit is ${LIMITS.operations}. Send one operation per request.`,
    );
  }
  if (cost.depth > LIMITS.depth) {
    errors.push(
      `This query is ${count(cost.depth)} levels deep; the limit is ${LIMITS.depth}. Ask for fewer nested fields.`,
    );
  }
  if (cost.fields > LIMITS.fields) {
    errors.push(
      `This query asks for ${count(cost.fields)} fields once its fragments are expanded; the limit is ${LIMITS.fields}. Ask for fewer fields.`,
    );
  }
  if (cost.aliases > LIMITS.aliases) {
    errors.push(
      `This query uses ${count(cost.aliases)} aliases; the limit is ${LIMITS.aliases}. Send fewer fields at once.`,
    );
  }
  return errors.map((message) => new GraphQLError(message));
}

/** The sentence for a query text over the length limit, before it is parsed. */
export function lengthError(length: number): GraphQLError | undefined {
  if (length <= LIMITS.documentLength) return undefined;
  return new GraphQLError(
    `This query is ${length} characters long; the limit is ${LIMITS.documentLength}. Send a shorter query.`,
  );
}

/** graphql-js's own "more than N tokens" syntax error, told as our other limits are. */
export function tokenLimitError(error: unknown): GraphQLError | undefined {
  if (!(error instanceof GraphQLError) || !/contains more th(?:an|at) \d+ tokens/.test(error.message))
    return undefined;
  return new GraphQLError(
    `This query has more than ${LIMITS.tokens} tokens; the limit is ${LIMITS.tokens}. Send a shorter query.`,
  );
}

/**
 * Production hides the schema: neither `__schema` nor `__type` answers, so the API cannot be listed
 * by a stranger. (`__typename` stays: it describes a result, not the schema.)
 */
export const noIntrospection: ValidationRule = (context): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('Introspection of the schema is turned off on this server.', { nodes: [node] }),
      );
    }
  },
});

/** graphql-js suggests names ("Did you mean createGuest?"): production drops the hint. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?$/, '');
}
