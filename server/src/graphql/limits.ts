import type { ASTVisitor, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError, Kind } from './graphql-js';

/**
 * Our own schema is at most four levels deep; the limit is exactly the depth of graphql's standard
 * introspection query (development tools send it) and stops anything deeper.
 */
export const MAX_DEPTH = 15;
/**
 * Aliases let one request repeat a field. Each adminLogin attempt is throttled on its own anyway;
 * the limit also bounds how much work (password hashing) a single request can ask for.
 */
export const MAX_ALIASES = 15;

function selectionDepth(
  context: ValidationContext,
  selectionSet: SelectionSetNode | undefined,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      depth = selection.selectionSet ? 1 + selectionDepth(context, selection.selectionSet, visiting) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(context, selection.selectionSet, visiting);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A cycle is reported by graphql's own NoFragmentCycles rule; here it just stops the walk.
      if (fragment && !visiting.has(name)) {
        visiting.add(name);
        depth = selectionDepth(context, fragment.selectionSet, visiting);
        visiting.delete(name);
      }
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

export function depthLimit(max = MAX_DEPTH): ValidationRule {
  return (context): ASTVisitor => ({
    OperationDefinition(node) {
      const depth = selectionDepth(context, node.selectionSet, new Set());
      if (depth > max) {
        context.reportError(
          new GraphQLError(
            `This query is ${depth} levels deep; the limit is ${max}. Ask for fewer nested fields.`,
            {
              nodes: [node],
            },
          ),
        );
      }
    },
  });
}

export function aliasLimit(max = MAX_ALIASES): ValidationRule {
  return (context): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > max) {
            context.reportError(
              new GraphQLError(
                `This query uses ${aliases} aliases; the limit is ${max}. Send fewer fields at once.`,
              ),
            );
          }
        },
      },
    };
  };
}

/**
 * Production hides the schema's full description (`__schema`). `__type` stays: it reveals only a
 * type one already knows the name of, and the GraphQL-over-HTTP audit (28B9) needs it.
 */
export const noSchemaIntrospection: ValidationRule = (context): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema') {
      context.reportError(
        new GraphQLError('Introspection of the schema is turned off on this server.', { nodes: [node] }),
      );
    }
  },
});

export function validationRules(production: boolean): ValidationRule[] {
  return [depthLimit(), aliasLimit(), ...(production ? [noSchemaIntrospection] : [])];
}
