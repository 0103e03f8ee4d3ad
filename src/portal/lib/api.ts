// The portal's calls to its service: same origin, JSON both ways, every answer parsed with the
// shared schema, so a broken contract fails here and not somewhere in a screen. A refusal comes back as the spec's error array, which the forms
// show next to their fields; a broken contract and a network failure are errors of their own.
import * as z from "zod/mini";
import { PortalApiErrors, type PortalApiError } from "../../shared/index.ts";

export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly errors: PortalApiError[],
  ) {
    super(errors.map((e) => e.message).join("; ") || `HTTP ${status}`);
    this.name = "Refused";
  }
}

export class Unreachable extends Error {
  override name = "Unreachable";
}

export async function call<S extends z.ZodMiniType>(
  method: string,
  path: string,
  schema: S | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new Unreachable("network");
  }
  if (!res.ok) {
    const parsed = z.safeParse(PortalApiErrors, await res.json().catch(() => null));
    throw new Refused(res.status, parsed.success ? parsed.data : []);
  }
  if (schema === null || res.status === 204) return undefined as z.infer<S>;
  return z.parse(schema, await res.json());
}
