import fc from 'fast-check';

/**
 * What an attacker, a broken client or a guest's odd keyboard sends: text from every corner of
 * Unicode (lone surrogates, NUL and other controls, marks, right-to-left overrides, emoji
 * sequences), injection shapes for SQL, HTML, GraphQL and templates, and sizes around and past
 * every limit.
 */
export const INJECTIONS = [
  "'; DROP TABLE guests; --",
  "1' OR '1'='1",
  'Robert"); DELETE FROM rsvps; --',
  '$1',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${process.exit()}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  'line\r\nSet-Cookie: a=b',
  '{ __schema { types { name } } }',
  'query { guests(token: "") { id } }',
  '\u0000',
  'nut allergy\u0000',
  '\ud800',
  '\udfff half',
  '\u202eevil',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Елена Петрова',
  '李小龙',
  'محمد علي',
  '=HYPERLINK("http://x")',
  ' ',
  '',
  'NaN',
  'null',
  'true',
  '9'.repeat(400),
] as const;

/** Any text: plain, from the whole of UTF-16 (surrogates included), injections, or long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  // Text PostgreSQL cannot store, somewhere in otherwise ordinary text.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom('\u0000', '\ud800', '\udc00'),
        fc.string({ maxLength: 10 }),
      )
      .map((parts) => parts.join('')),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...INJECTIONS),
        fc.string({ unit: 'binary', maxLength: 10 }),
      )
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '🎉', '\u0000', ' '), fc.constantFrom(101, 201, 501, 2_001, 70_000))
      .map(([char, length]) => char.repeat(length)),
  },
);

/** A JSON value of any type, for a field that expects another one. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A key of an object: a field name, a prototype-polluting name, or any text. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'guest_id', ''),
  hostileString,
);

/** The `n`th address of a range of its own, so no throttle ends a long run. */
export function ownAddress(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/** X-Forwarded-For: mostly null (use an address of the run's own), now and then garbage. */
export const oddAddress: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 19, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'x'.repeat(300),
      '::1',
      '2001:db8::1',
      'not an address',
      '1.2.3.4, 5.6.7.8',
      '',
    ),
  },
);
