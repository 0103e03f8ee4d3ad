// What the gateway keeps of an order: what only the creation's 201 and request said (the spec's
// order read carries no address, asset, requested amount or kind), and its own link id.
export type { GatewayOrderRecord } from "../domain/gateway-links.ts";
