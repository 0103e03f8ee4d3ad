// GET /api/v1/assets: the ten known assets with every field of the spec's Crypto asset.
import type { Hono } from "hono";
import type { AssetList } from "../../src/shared/index.ts";
import { allAssets } from "../sandbox/catalog.ts";
import type { Services } from "../services.ts";

export function assetRoutes(app: Hono, _s: Services): void {
  app.get("/api/v1/assets", (c) => c.json({ assets: allAssets() } satisfies AssetList));
}
