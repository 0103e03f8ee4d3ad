// A minimal W3C WebDriver (classic) client over fetch: the dozen commands the journeys use.
//
// Why not a client package: selenium-webdriver and webdriverio both bring a driver manager
// that tries to download browsers and drivers (Selenium Manager, @wdio's), which this closed
// network refuses, plus dependency trees many times the size of this file; WebKitWebDriver
// speaks plain HTTP + JSON, and each command below is one request, named after the spec's
// endpoint (https://www.w3.org/TR/webdriver2/), so a failure reads like the spec.
// The web element identifier of the spec (§ 12.1), the key an element reference travels under.
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export type ElementRef = { [ELEMENT]: string };

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

async function request(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as { value?: { error?: string; message?: string } & Record<string, unknown> };
  if (!response.ok) {
    throw new WebDriverError(`${method} ${path}`, payload.value?.error ?? String(response.status), payload.value?.message ?? "");
  }
  return payload.value;
}

/** Waits until the driver answers /status ready (it starts listening a moment after spawn). */
export async function waitUntilReady(base: string, isAlive: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the WebDriver server at ${base} exited before it was ready`);
    try {
      const status = (await request(base, "GET", "/status")) as { ready?: boolean };
      if (status.ready !== false) return;
    } catch (error) {
      last = (error as Error).message;
    }
    // The driver process has no readiness signal but its port: connection attempts, paced.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the WebDriver server at ${base} did not become ready in ${timeoutMs} ms (${last})`);
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await request(base, "POST", "/session", { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
    return new WebDriverSession(base, value.sessionId);
  }

  private command(method: string, path: string, body?: unknown): Promise<unknown> {
    return request(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<unknown> {
    return this.command("POST", "/url", { url });
  }

  setWindowRect(rect: { width: number; height: number }): Promise<unknown> {
    return this.command("POST", "/window/rect", rect);
  }

  /** Runs `script` (a function body) with `args`; it must call arguments[last] with its result. */
  executeAsync(script: string, args: unknown[]): Promise<unknown> {
    return this.command("POST", "/execute/async", { script, args });
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<unknown> {
    return this.command("POST", "/timeouts", timeouts);
  }

  async findElement(selector: string): Promise<ElementRef> {
    return (await this.command("POST", "/element", { using: "css selector", value: selector })) as ElementRef;
  }

  clickElement(element: ElementRef): Promise<unknown> {
    return this.command("POST", `/element/${element[ELEMENT]}/click`, {});
  }

  /** The top-level viewport, PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.command("GET", "/screenshot")) as string, "base64");
  }

  /** Into the frame of an iframe element, or back to the top-level document with null. */
  switchToFrame(element: ElementRef | null): Promise<unknown> {
    return this.command("POST", "/frame", { id: element });
  }

  delete(): Promise<unknown> {
    return this.command("DELETE", "");
  }
}
