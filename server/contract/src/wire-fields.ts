// How a GraphQL input becomes the payload a zod schema of the contract parses (wire.ts,
// travel-wire.ts): nulls read as fields left out, and the compiler holds the two shapes alike.

/** A GraphQL input as a plain payload: a null (GraphQL's "not given") reads as a field left out. */
export type NullsAsAbsent<T> = T extends readonly (infer Item)[]
  ? NullsAsAbsent<Item>[]
  : T extends object
    ? { [K in keyof T]: NullsAsAbsent<Exclude<T[K], null>> }
    : T;

type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The field names of a shape, at every depth, optional or not. */
type FieldNames<T> = T extends readonly (infer Item)[]
  ? FieldNames<Item>
  : T extends object
    ? { [K in keyof T]-?: FieldNames<NonNullable<T[K]>> }
    : 'value';
/** `true` when two shapes have the same fields at every depth, required alike, of the same types. */
type SameFields<A, B> = Assignable<A, B> extends true ? Assignable<FieldNames<A>, FieldNames<B>> : false;

/**
 * `value`, typed as `To`, when the two shapes have the same fields; a compile error otherwise (the
 * parameter is then `never`). How a GraphQL input becomes the payload its schema parses.
 */
export function sameFields<From, To>(value: SameFields<From, To> extends true ? From : never): To {
  return value as To;
}

export function withoutNulls<T>(value: T): NullsAsAbsent<T> {
  if (Array.isArray(value)) return value.map(withoutNulls) as NullsAsAbsent<T>;
  if (typeof value !== 'object' || value === null) return value as NullsAsAbsent<T>;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  ) as NullsAsAbsent<T>;
}
