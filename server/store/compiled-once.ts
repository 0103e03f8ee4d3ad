// Statements on an order creation's path, built and compiled by Kysely once and then run with
// each call's values. Kysely builds an immutable tree and compiles it to SQL on every call: for
// the two statements of a creation (its integration, its insert) that was more CPU than the
// database spent running them. The SQL text is the same every time, so the dialect's statement
// cache (sqlite-dialect.ts) still finds the prepared statement.
import { CompiledQuery, type Compilable } from "kysely";

/** A stand-in value that no real value can equal: it marks where a call's value goes. */
const hole = (name: string) => `\u0000hole:${name}\u0000`;

/**
 * `build` is called once with a stand-in for each name and must use each as a value (a bound
 * parameter), never as an identifier; the result compiles a query with the call's values in
 * their places. The store runs no Kysely plugins, so no tree is needed past compilation.
 */
export function compileOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (holes: Readonly<Record<Name, string>>) => Compilable<Row>,
): (values: Readonly<Record<Name, unknown>>) => CompiledQuery<Row> {
  const holes = Object.fromEntries(names.map((name) => [name, hole(name)])) as Record<Name, string>;
  const { sql, parameters } = build(holes).compile();
  const slots = parameters.map((parameter) => names.find((name) => holes[name] === parameter));
  const missing = names.filter((name) => !slots.includes(name));
  if (missing.length > 0) throw new Error(`compileOnce: ${missing.join(", ")} did not become a bound parameter of: ${sql}`);
  return (values) =>
    CompiledQuery.raw(
      sql,
      slots.map((name, index) => (name === undefined ? parameters[index] : values[name])),
    ) as CompiledQuery<Row>;
}
