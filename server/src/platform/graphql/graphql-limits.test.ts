import { describe, expect, it } from 'vitest';
import { parse } from './graphql-js';
import { LIMITS, measureDocument } from './limits';
import { startGraphqlServer } from './test/graphql-test-app';

const server = await startGraphqlServer();

/** Fragments that each spread the next one twice: 2^levels fields once expanded. */
function fanOut(levels: number, inline = true): string {
  const fragments = Array.from({ length: levels }, (_, i) =>
    inline
      ? `fragment F${i} on Query { ...F${i + 1} ... on Query { ...F${i + 1} } }`
      : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query { ...F0 }\n${fragments.join('\n')}\nfragment F${levels} on Query { __typename }`;
}

async function refusal(query: string): Promise<{ status: number; message: string | undefined }> {
  const response = await server.gql(query);
  expect(response.body.data).toBeUndefined();
  return { status: response.status, message: response.body.errors?.[0]?.message };
}

describe('what one request may ask of the server', () => {
  it('measures each fragment once: a 60-level fan-out is 2^60 fields, measured in 61 steps', () => {
    const { cost } = measureDocument(parse(fanOut(60)));
    expect(cost.fields).toBe(Number.MAX_SAFE_INTEGER);
    expect(cost.depth).toBe(1);
    expect(measureDocument(parse(fanOut(10, false))).cost.fields).toBe(2 ** 10);
  });

  it.each([28, 60])(
    'refuses a %i-level fragment fan-out at once, and the server stays responsive',
    async (levels) => {
      const [answer, ready] = await Promise.all([refusal(fanOut(levels)), fetch(`${server.url}/readyz`)]);
      expect(answer).toEqual({
        status: 400,
        message: `This query asks for more than a million fields once its fragments are expanded; the limit is ${LIMITS.fields}. Ask for fewer fields.`,
      });
      expect(ready.status).toBe(200);
    },
  );

  it('refuses a wide selection past the field limit', async () => {
    expect(await refusal(`{ ${'__typename '.repeat(LIMITS.fields + 1)}}`)).toEqual({
      status: 400,
      message: `This query asks for ${LIMITS.fields + 1} fields once its fragments are expanded; the limit is ${LIMITS.fields}. Ask for fewer fields.`,
    });
  });

  it('refuses a document with more operations than the limit', async () => {
    const operations = Array.from({ length: LIMITS.operations + 1 }, (_, i) => `query Q${i} { __typename }`);
    expect(await refusal(operations.join('\n'))).toEqual({
      status: 400,
      message: `This document holds ${LIMITS.operations + 1} operations; the limit is ${LIMITS.operations}. Send one operation per request.`,
    });
  });

  it('refuses a long document before parsing it', async () => {
    const query = `{ __typename }\n# ${'x'.repeat(LIMITS.documentLength)}`;
    expect(await refusal(query)).toEqual({
      status: 400,
      message: `This query is ${query.length} characters long; the limit is ${LIMITS.documentLength}. Send a shorter query.`,
    });
  });

  it('stops parsing past the token limit', async () => {
    expect(await refusal(`{ ${'a '.repeat(LIMITS.tokens)}}`)).toEqual({
      status: 400,
      message: `This query has more than ${LIMITS.tokens} tokens; the limit is ${LIMITS.tokens}. Send a shorter query.`,
    });
  });

  it('refuses deep nesting, in fields and in fragments', async () => {
    const deep = `{ ${'a { '.repeat(300)}b${' }'.repeat(300)} }`;
    expect((await refusal(deep)).message).toBe(
      `This query is 301 levels deep; the limit is ${LIMITS.depth}. Ask for fewer nested fields.`,
    );
    const chain = Array.from(
      { length: 20 },
      (_, i) => `fragment D${i} on __Type { ofType { ...D${i + 1} } }`,
    );
    const viaFragments = `{ __type(name: "Guest") { ...D0 } }\n${chain.join('\n')}\nfragment D20 on __Type { name }`;
    expect((await refusal(viaFragments)).message).toBe(
      `This query is 22 levels deep; the limit is ${LIMITS.depth}. Ask for fewer nested fields.`,
    );
  });

  it('counts a fragment no operation spreads: its fields and aliases are validated all the same', async () => {
    // 490 fields answering as "x" from different fields: graphql's overlap rule compares every pair.
    const pairs = Array.from({ length: 490 }, (_, i) => `x: f${i}`).join(' ');
    const unused = `{ __typename } fragment X on Query { ${pairs} }`;
    expect(measureDocument(parse(unused)).cost).toEqual({ depth: 1, fields: 491, aliases: 490 });
    expect(await refusal(unused)).toEqual({
      status: 400,
      message: `This query uses 490 aliases; the limit is ${LIMITS.aliases}. Send fewer fields at once.`,
    });
    const wide = `{ __typename } fragment X on Query { ${'__typename '.repeat(LIMITS.fields)} }`;
    expect((await refusal(wide)).message).toBe(
      `This query asks for ${LIMITS.fields + 1} fields once its fragments are expanded; the limit is ${LIMITS.fields}. Ask for fewer fields.`,
    );
  });

  it('leaves a fragment cycle to graphql’s own rule, without looping', async () => {
    const answer = await refusal('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('refuses deeply nested list values without a crash', async () => {
    const answer = await refusal(`{ __type(name: ${'['.repeat(600)}"x"${']'.repeat(600)}) { name } }`);
    expect(answer.status).toBe(400);
    expect(answer.message).toBeTruthy();
  });
});
