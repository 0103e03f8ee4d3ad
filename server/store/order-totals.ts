// What a client's completed payments and deposits brought in, per kind and asset, summed by the
// database in one GROUP BY instead of paging every order into the process. Amounts live as
// decimal text inside the order's JSON record, so the sum must stay exact on both engines:
// PostgreSQL sums them as numeric (exact decimal); SQLite has no decimal type (its SUM of text
// would go through floating point and lose digits past 2^53 base units), so it sums the whole
// parts and the six-digit fractions as two 64-bit integer sums, which it refuses rather than
// rounds on overflow, and the two are joined here with bigint arithmetic.
import { sql, type Kysely } from "kysely";
import { CRYPTO_SCALE, formatUnits, parseUnits, type AssetId, type OrderType } from "../../src/shared/index.ts";
import type { Engine } from "./engine.ts";
import type { Database } from "./schema.ts";

/** One kind of order in one asset: how many completed and the sum of what they received (decimal text, 6 fraction digits). */
export interface OrderTotal {
  type: Extract<OrderType, "payment" | "deposit">;
  assetId: AssetId;
  amount: string;
  orders: number;
}

interface TotalRow {
  type: OrderTotal["type"];
  asset_id: AssetId;
  /** Counted and summed as text, so no driver turns a large integer into a float. */
  n: string;
  /** PostgreSQL: the numeric sum. SQLite: the sum of the whole parts. */
  whole: string;
  /** SQLite: the sum of the fractions in millionths. */
  fraction: string | null;
}

export async function completedIncomingTotals(db: Kysely<Database>, engine: Engine, clientId: string): Promise<OrderTotal[]> {
  const query =
    engine === "postgres"
      ? sql<TotalRow>`
        select type, data::jsonb ->> 'assetId' as asset_id, count(*)::text as n,
          sum((data::jsonb ->> 'primaryAmount')::numeric)::text as whole, null as fraction
        from orders
        where client_id = ${clientId} and status = 'completed' and type in ('payment', 'deposit')
        group by type, asset_id`
      : sql<TotalRow>`
        select type, asset_id, cast(count(*) as text) as n,
          cast(sum(cast(case when dot = 0 then amount else substr(amount, 1, dot - 1) end as integer)) as text) as whole,
          cast(sum(cast(substr(case when dot = 0 then '' else substr(amount, dot + 1) end || '000000', 1, 6) as integer)) as text) as fraction
        from (
          select type, json_extract(data, '$.assetId') as asset_id, json_extract(data, '$.primaryAmount') as amount,
            instr(json_extract(data, '$.primaryAmount'), '.') as dot
          from orders
          where client_id = ${clientId} and status = 'completed' and type in ('payment', 'deposit')
        )
        group by type, asset_id`;
  const { rows } = await query.execute(db);
  return rows.map((row) => ({
    type: row.type,
    assetId: row.asset_id,
    orders: Number(row.n),
    amount:
      row.fraction === null
        ? formatUnits(parseUnits(row.whole, CRYPTO_SCALE), CRYPTO_SCALE)
        : formatUnits(BigInt(row.whole) * 10n ** BigInt(CRYPTO_SCALE) + BigInt(row.fraction), CRYPTO_SCALE),
  }));
}
