import type { ASTNode, DocumentNode, GraphQLSchema, ValidationRule } from 'graphql';
import type { OperationArgs, RequestParams, Response as GraphqlResponse } from 'graphql-http';
import { findUnstorableText, isStorableText, unstorableTextMessage } from '../http/text-guard';
import { graphqlContentType } from './errors';
import { GraphQLError, Kind, parse, specifiedRules, validate, visit } from './graphql-js';
import { costErrors, LIMITS, lengthError, noIntrospection, tokenLimitError } from './limits';

/** Where a string literal sits, as "field.argument.inputField" (or "$variable" for a default). */
function literalPath(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string {
  const names: string[] = [];
  for (const ancestor of ancestors) {
    if ('kind' in ancestor) {
      if (ancestor.kind === Kind.FIELD) names.push(ancestor.name.value);
      else if (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD) {
        names.push(ancestor.name.value);
      } else if (ancestor.kind === Kind.VARIABLE_DEFINITION) names.push(`$${ancestor.variable.name.value}`);
    }
  }
  return names.join('.') || 'query';
}

/** The path of the first string literal of the document that cannot be stored. */
function unstorableLiteral(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      // `ancestors` stops before the parent, which may be the input field the string is given to.
      if (found === undefined && !isStorableText(node.value)) {
        found = literalPath(parent ? [...ancestors, parent] : ancestors);
      }
    },
  });
  return found;
}

function badTextResponse(field: string, accept: string | undefined): GraphqlResponse {
  return [
    JSON.stringify({
      errors: [{ message: unstorableTextMessage(field), extensions: { code: 'BAD_USER_INPUT' } }],
    }),
    {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'content-type': graphqlContentType(accept) },
    },
  ];
}

export interface GuardOptions {
  schema: GraphQLSchema;
  production: boolean;
}

/**
 * graphql-http's onSubscribe: everything between the request's parameters and execution, in the
 * order that keeps each step cheap. The text is measured, parsed with a token limit, its cost
 * measured with every fragment counted once, its text checked for what cannot be stored, and only
 * then validated by graphql's own rules (some of which do more work per field).
 */
export function createRequestGuard({ schema, production }: GuardOptions) {
  const rules: readonly ValidationRule[] = production ? [...specifiedRules, noIntrospection] : specifiedRules;
  return (
    accept: string | undefined,
    params: RequestParams,
  ): OperationArgs | readonly GraphQLError[] | GraphqlResponse => {
    const tooLong = lengthError(params.query.length);
    if (tooLong) return [tooLong];
    let document: DocumentNode;
    try {
      document = parse(params.query, { maxTokens: LIMITS.tokens });
    } catch (error) {
      const limit = tokenLimitError(error);
      if (limit) return [limit];
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
    const overLimits = costErrors(document);
    if (overLimits.length > 0) return overLimits;
    const badText =
      unstorableLiteral(document) ??
      (params.variables ? findUnstorableText(params.variables, 'variables') : undefined);
    if (badText) return badTextResponse(badText, accept);
    const invalid = validate(schema, document, rules);
    if (invalid.length > 0) return invalid;
    return {
      schema,
      document,
      ...(params.operationName ? { operationName: params.operationName } : {}),
      ...(params.variables ? { variableValues: params.variables } : {}),
    };
  };
}
