/**
 * graphql-js as graphql-http sees it. graphql ships a CommonJS and an ES build; Node gives
 * graphql-http the CommonJS one (graphql has no "exports" map), while Vite, under vitest, would
 * give our code the ES one ("module" field). Two copies refuse each other's schema ("from another
 * module or realm"), so every value import of graphql in this folder comes through this file,
 * which names the CommonJS entry and so is the same copy under Node, tsx, esbuild and vitest.
 */
export {
  assertValidSchema,
  buildSchema,
  GraphQLError,
  Kind,
  parse,
  printSchema,
  specifiedRules,
  validate,
  visit,
} from 'graphql/index.js';
