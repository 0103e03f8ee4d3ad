// The embed's React component as a merchant's app gets it: @crypto-checkout/embed installed from
// its tarball (dist/kit, `npm run kit:pack`) into an empty project, no link to this repository's
// sources (test/support/kit-install.ts); a small React app built there by Vite's own command, as
// the merchant would run it; served from an origin of its own and opened in Chromium. The
// component mounts one checkout of an order of the running service, and its onComplete fires
// after the sandbox pays the order.
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support/fixtures.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { createPaymentOrder, pay } from "./support/api.ts";

const run = promisify(execFile);
let project: KitProject | undefined;
let server: Server | undefined;
let shop = "";

const APP = `import { createElement, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { CryptoCheckout } from "@crypto-checkout/embed/react";

const paymentLink = new URLSearchParams(location.search).get("paymentLink");

function Shop() {
  const [paid, setPaid] = useState(null);
  return createElement(
    "main",
    null,
    createElement("h1", null, "A merchant's shop"),
    paid ? createElement("p", { id: "thanks" }, "Paid: " + paid) : null,
    createElement(CryptoCheckout, { paymentLink, onComplete: ({ orderId }) => setPaid(orderId) }),
  );
}

createRoot(document.getElementById("root")).render(createElement(StrictMode, null, createElement(Shop)));
`;

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>A merchant's shop</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.js"></script></body>
</html>
`;

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** The built app on 127.0.0.1, a port the kernel picks; the page opens it as localhost (another origin than the service's). */
async function serve(root: string): Promise<string> {
  server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://shop").pathname;
    const file = normalize(join(root, path === "/" ? "index.html" : path));
    try {
      if (!file.startsWith(root)) throw new Error("outside");
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  // An npm install and a Vite build: more than a test's usual minute on a loaded machine.
  test.setTimeout(180_000);
  // React, React DOM and Vite, as the merchant's project would have installed them beside the
  // package, linked from this repository's node_modules: nothing downloaded.
  project = await installKit({ packages: ["@crypto-checkout/embed"], links: ["react", "react-dom", "vite"] });
  await writeFile(join(project.dir, "index.html"), HTML);
  await run("mkdir", ["-p", join(project.dir, "src")]);
  await writeFile(join(project.dir, "src", "main.js"), APP);
  await run(process.execPath, [join(project.dir, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "error"], {
    cwd: project.dir,
  });
  shop = await serve(join(project.dir, "dist"));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  project?.remove();
});

test("a Vite + React app built from the installed package mounts one checkout, and onComplete fires after the payment", async ({
  page,
}) => {
  const order = await createPaymentOrder();
  await page.goto(`${shop}/?paymentLink=${encodeURIComponent(order.paymentLink)}`);
  await expect(page.getByRole("heading", { name: "A merchant's shop" })).toBeVisible();
  await expect(page.frameLocator("iframe").locator("main[data-screen]")).toHaveAttribute("data-status-group", "waiting");
  await expect(page.locator("iframe")).toHaveCount(1);
  expect(new URL((await page.locator("iframe").getAttribute("src")) ?? "").searchParams.get("orderId")).toBe(order.orderId);
  await expect(page.locator("#thanks")).toHaveCount(0);

  await pay(order.orderId);
  await expect(page.locator("#thanks")).toHaveText(`Paid: ${order.orderId}`);
  await expect(page.locator("iframe")).toHaveCount(1);
});
