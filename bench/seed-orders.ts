// The benches' stored orders on SQLite: one real order copied `copies` times in one SQL
// statement, each copy with its own id (ord_seed_1…): real rows that every index holds, where
// creating 100,000 one by one, each committed and synced, would take minutes.
import type SQLite from "better-sqlite3";

export function copyOrder(db: SQLite.Database, orderId: string, copies: number): void {
  db.prepare(
    `with recursive g(n) as (select 1 union all select n + 1 from g where n < ?)
     insert into orders (id, integration_id, client_id, type, status, external_id, data)
     select 'ord_seed_' || n, integration_id, client_id, type, status, external_id, json_set(data, '$.id', 'ord_seed_' || n)
     from orders, g where orders.id = ?`,
  ).run(copies, orderId);
}
