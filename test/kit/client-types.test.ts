// The checked-in client types are what the document generates now: a change to a contract or
// an operation that was not followed by `npm run kit:types` fails here.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CLIENT_TYPES_PATH, clientTypesText } from "../../scripts/client-types.ts";

it("kit/client/src/api-types.ts matches the OpenAPI document (regenerate with npm run kit:types)", async () => {
  expect(readFileSync(CLIENT_TYPES_PATH, "utf8") === (await clientTypesText())).toBe(true);
});
