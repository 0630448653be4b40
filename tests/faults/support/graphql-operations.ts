import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
import { printSchema } from '../../../server/src/platform/graphql/graphql-js';
import { CONTENT_FIELDS } from '../../../server/src/features/content';
import { createSchema } from '../../../server/src/schema';
import { hostileKey, hostileString, wrongType } from './hostile-values';

/**
 * Requests for every operation of the API, generated from the schema itself, so an operation added
 * later is covered without a change here. (The schema is printed and built again with this
 * realm's graphql, which the helpers below need.)
 */
export const schema = buildSchema(printSchema(createSchema()));

export interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export const OPERATIONS: readonly Operation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
    kind: 'query' as const,
    field,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
    kind: 'mutation' as const,
    field,
  })),
];

export interface Known {
  /** A valid admin token. */
  token: string;
  /** Ids of real guests, so a mutation sometimes names one. */
  guestIds: readonly string[];
  /** Invitation codes of real guests. */
  codes: readonly string[];
  /** Names of people: one word or two, in several scripts. */
  names: readonly string[];
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A value for an input type: mostly of that type with hostile text inside, sometimes of another type. */
function valueFor(type: GraphQLInputType, known: Known, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return wrongType;
  const right = rightValueFor(type, known, name, depth);
  return fc.oneof({ weight: 30, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

function rightValueFor(
  type: GraphQLInputType,
  known: Known,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, known, name, depth + 1);
  if (isListType(type)) {
    const item = valueFor(type.ofType, known, name, depth + 1);
    return fc.oneof(fc.array(item, { maxLength: 4 }), item);
  }
  if (isEnumType(type))
    return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), hostileString);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(
      fields.map((field) => [field.name, valueFor(field.type, known, field.name, depth + 1)]),
    );
    return fc
      .tuple(
        fc.record(model),
        fc.oneof(
          { weight: 7, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.tuple(hostileKey, hostileString) },
        ),
      )
      .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
  }
  switch (type.name) {
    case 'ID':
      return fc.oneof(fc.constantFrom(...known.guestIds), hostileString, fc.integer());
    case 'Int':
      return fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -1, 0, 1e21));
    case 'Float':
      return fc.double();
    case 'Boolean':
      return fc.boolean();
    default: {
      const plausible = plausibleText(name, known);
      return plausible
        ? fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: hostileString })
        : hostileString;
    }
  }
}

/**
 * Text a real client would put in a field that has rules (a token, a code, an e-mail address, a
 * menu choice, a name on the list), so that requests get past those rules and the hostile text of
 * the other fields reaches the services and the database.
 */
function plausibleText(name: string, known: Known): fc.Arbitrary<string> | undefined {
  if (name === 'token') return fc.oneof(fc.constant(known.token), fc.constant(''));
  if (name === 'code' || name === 'invitationCode') return fc.constantFrom(...known.codes);
  if (name === 'key') return fc.constantFrom(...CONTENT_FIELDS.map((field) => field.key));
  if (name === 'email') return fc.nat({ max: 9_999 }).map((n) => `guest${n}@example.com`);
  if (/DietaryRestrictions$|^dietaryRestrictions$/.test(name))
    return fc.constantFrom('Meat', 'Fish', 'Vegetarian', '');
  if (/name$/i.test(name)) return fc.constantFrom(...known.names);
  return undefined;
}

/** The leaf fields of a type, two levels deep: what a client could ask for. */
function selectionOf(type: GraphQLNamedType, depth = 0): string {
  if (isLeafType(type) || !isObjectType(type)) return '';
  const parts = Object.values(type.getFields()).flatMap((field) => {
    if (field.args.some((arg) => isNonNullType(arg.type))) return [];
    const named = getNamedType(field.type);
    if (isLeafType(named)) return [field.name];
    if (depth >= 1) return [];
    const inner = selectionOf(named, depth + 1);
    return inner ? [`${field.name} ${inner}`] : [];
  });
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

/** A JSON value written as a GraphQL literal (keys that are not names are left out). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value).filter(([key]) => NAME.test(key));
    return `{ ${fields.map(([key, inner]) => `${key}: ${literal(inner)}`).join(', ')} }`;
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

export interface GeneratedRequest {
  operation: Operation;
  body: { query: string; variables: Record<string, unknown> };
  /** An Authorization header, when the request sends one. */
  authorization: string | undefined;
}

/** One request for `operation`: each argument as a variable, a literal, or left out. */
export function requestFor(operation: Operation, known: Known): fc.Arbitrary<GeneratedRequest> {
  const { field, kind } = operation;
  const args = field.args.map((arg) =>
    fc.record({
      value: valueFor(arg.type, known, arg.name),
      how: fc.oneof(
        { weight: 12, arbitrary: fc.constant('variable') },
        { weight: 2, arbitrary: fc.constant('literal') },
        { weight: 1, arbitrary: fc.constant('omitted') },
      ),
    }),
  );
  const authorization = fc.option(
    fc.oneof(
      fc.constant(`Bearer ${known.token}`),
      hostileString.map((text) => `Bearer ${text.replace(/[^\t\x20-\x7e]/g, '')}`),
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...args), authorization).map(([values, auth]) => {
    const definitions: string[] = [];
    const given: string[] = [];
    const variables: Record<string, unknown> = {};
    field.args.forEach((arg, index) => {
      const { value, how } = values[index] ?? { value: null, how: 'omitted' };
      if (how === 'omitted') return;
      if (how === 'literal') {
        given.push(`${arg.name}: ${literal(value)}`);
        return;
      }
      definitions.push(`$${arg.name}: ${String(arg.type)}`);
      given.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = value;
    });
    const head = definitions.length > 0 ? `${kind} Op(${definitions.join(', ')})` : kind;
    const call = given.length > 0 ? `${field.name}(${given.join(', ')})` : field.name;
    const query = `${head} { ${call} ${selectionOf(getNamedType(field.type))} }`;
    return { operation, body: { query, variables }, authorization: auth ?? undefined };
  });
}

/**
 * Whether an answer may have written to the database: a mutation that answered, and said it
 * succeeded when its answer says so at all (exportCatererSheets answers with the sheets it noted).
 */
export function mayHaveWritten(request: GeneratedRequest, status: number, text: string): boolean {
  if (request.operation.kind !== 'mutation' || status !== 200) return false;
  const body = JSON.parse(text) as { data?: Record<string, Record<string, unknown> | null> | null };
  const result = body.data?.[request.operation.field.name];
  if (!result || request.body.variables.dryRun === true) return false;
  return !('success' in result) || result.success === true;
}
