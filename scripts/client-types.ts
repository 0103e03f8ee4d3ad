// The typed client's types, generated from the service's OpenAPI document by openapi-typescript.
// `npm run kit:types` writes them to kit/client/src/api-types.ts; test/kit/client-types.test.ts
// regenerates them and fails if the checked-in file differs (the document changed, the types not).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "../server/openapi/document.ts";

export const CLIENT_TYPES_PATH = fileURLToPath(new URL("../kit/client/src/api-types.ts", import.meta.url));

const HEADER = `// Generated from the service's OpenAPI document (GET /openapi.json) by openapi-typescript:
// do not edit. Regenerate with \`npm run kit:types\`; test/kit/client-types.test.ts checks it.
/* eslint-disable */
`;

export async function clientTypesText(): Promise<string> {
  const ast = await openapiTS(buildOpenApiDocument() as never, { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CLIENT_TYPES_PATH, await clientTypesText());
  console.log(`wrote ${CLIENT_TYPES_PATH}`);
}
