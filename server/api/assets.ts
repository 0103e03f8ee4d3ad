// GET /api/v1/assets: the ten known assets with every field of the spec's Crypto asset.
import type { Hono } from "hono";
import { Spec, type AssetList } from "../../src/shared/index.ts";
import { allAssets } from "../domain/catalog.ts";
import type { Services } from "../services.ts";
import { asSpec } from "./spec-view.ts";

export function assetRoutes(app: Hono, s: Services): void {
  app.get("/api/v1/assets", (c) =>
    c.json(asSpec(s.config, Spec.AssetList, { assets: allAssets(s.config.chain?.unwatched) } satisfies AssetList)),
  );
}
