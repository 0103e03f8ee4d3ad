// GET /openapi.json: the service's OpenAPI 3.1 document, public (a description is no secret).
// The builder is imported on the first request and its answer kept: the zod-to-JSON-Schema work
// runs once per process, and a process that is never asked never loads it.
import type { Hono } from "hono";
import type { Services } from "../services.ts";

export const OPENAPI_PATH = "/openapi.json";

export function openApiRoutes(app: Hono, s: Services): void {
  let built: Promise<string> | null = null;
  const documentText = () =>
    (built ??= import("./document.ts").then(({ buildOpenApiDocument }) =>
      JSON.stringify(buildOpenApiDocument({ serverUrl: s.config.publicOrigin, strict: s.config.specStrict === true })),
    ));
  app.get(OPENAPI_PATH, async (c) => {
    try {
      return c.body(await documentText(), 200, {
        "Content-Type": "application/json; charset=UTF-8",
        "Cache-Control": "public, max-age=300",
      });
    } catch (error) {
      // A failed build is not kept: the next request tries again.
      built = null;
      throw error;
    }
  });
}
