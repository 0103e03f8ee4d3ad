// The house's import table, held over the whole tree (see docs/architecture.md, "Who may
// import whom"), and the checker itself held to planted violations so it cannot pass by
// checking nothing.
import { describe, expect, it } from "vitest";
import { describeViolation, findViolations, importsOf, sourceFiles, type SourceFile } from "./import-rules.ts";

describe("who may import whom", () => {
  it("holds for every source file of the repository", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(findViolations(files, []).map(describeViolation)).toEqual([]);
  }, 60_000);
});

/** Runs the checker over a planted tree: the files given, beside a few innocent ones. */
function plant(path: string, text: string): string[] {
  const innocent: SourceFile[] = [
    { path: "src/shared/money.ts", text: 'import * as z from "zod/mini";\nexport const x = 1;' },
    { path: "src/shared/embed-messages.ts", text: "export type Message = { kind: string };" },
    { path: "src/shared/widget-code.ts", text: 'import { x } from "./http-url.ts";\nexport const y = x;' },
    { path: "src/shared/http-url.ts", text: "export const x = 1;" },
  ];
  return findViolations([...innocent.filter((file) => file.path !== path), { path, text }]).map((v) => `${v.from} -> ${v.target}`);
}

describe("the checker", () => {
  it.each(["src/checkout/a.ts", "src/shared/a.ts"])("reads static, re-exported, dynamic and type-position imports in %s", (from) => {
    const sites = importsOf({
      path: from,
      text: [
        'import { a } from "./b.ts";',
        'import type { T } from "../shared/t.ts";',
        'import { type U } from "../shared/u.ts";',
        'export * from "./c.ts";',
        'const d = () => import("./d.ts");',
        'let e: import("./e.ts").E;',
        'import "./f.css";',
        'import * as z from "zod/mini";',
        'import url from "./g.svg?url";',
      ].join("\n"),
    });
    const dir = from.slice(0, from.lastIndexOf("/"));
    const shared = "src/shared";
    expect(sites.map((site) => site.target ?? site.pkg).sort()).toEqual(
      [
        `${dir}/b.ts`,
        `${shared}/t.ts`,
        `${shared}/u.ts`,
        `${dir}/c.ts`,
        `${dir}/d.ts`,
        `${dir}/e.ts`,
        `${dir}/f.css`,
        "zod",
        `${dir}/g.svg`,
      ].sort(),
    );
    expect(sites.map((site) => site.line).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("tells type-only imports apart where they change the verdict (the embed and src/shared)", () => {
    const sites = importsOf({
      path: "embed/a.ts",
      text: [
        'import { a } from "./b.ts";',
        'import type { T } from "../src/shared/t.ts";',
        'import { type U } from "../src/shared/u.ts";',
        'export type { V } from "./v.ts";',
        'let e: import("./e.ts").E;',
        'const d = () => import("./d.ts");',
      ].join("\n"),
    });
    expect(sites.map((site) => [site.target, site.typeOnly])).toEqual([
      ["embed/b.ts", false],
      ["src/shared/t.ts", true],
      ["src/shared/u.ts", true],
      ["embed/v.ts", true],
      ["embed/e.ts", true],
      ["embed/d.ts", false],
    ]);
  });

  it("allows what the table allows", () => {
    expect(plant("src/checkout/lib/x.ts", 'import { x } from "../../shared/money.ts";')).toEqual([]);
    expect(plant("server/checkout/page.ts", 'import { prerender } from "../../src/checkout/prerender.tsx";')).toEqual([]);
    expect(plant("server/api/x.ts", 'import { y } from "../domain/orders.ts";\nimport { z } from "../http/errors.ts";')).toEqual([]);
    expect(plant("server/store/x.ts", 'import type { OrderRecord } from "../domain/types.ts";')).toEqual([]);
    expect(plant("server/use-cases/x.ts", 'import type { OrderEvents } from "../events/order-events.ts";')).toEqual([]);
    expect(plant("server/sandbox/routes.ts", 'import { confirmPayment } from "../use-cases/transfers.ts";')).toEqual([]);
    expect(plant("server/use-cases/x.ts", 'import { consoleLogger } from "../http/logger.ts";')).toEqual([]);
    expect(plant("server/portal/routes.ts", 'import { ApiFailure } from "../http/failure.ts";')).toEqual([]);
    expect(
      plant(
        "embed/mount.ts",
        'import type { Message } from "../src/shared/embed-messages.ts";\nimport { y } from "../src/shared/widget-code.ts";',
      ),
    ).toEqual([]);
    expect(plant("server/x.test.ts", 'import { serve } from "../test/support/service-process.ts";')).toEqual([]);
    expect(plant("bench/x.ts", 'import { createApp } from "../server/app.ts";')).toEqual([]);
  });

  it.each([
    ["src/shared/x.ts", 'import { App } from "../checkout/components/app.tsx";', "src/checkout/components/app.tsx"],
    ["src/checkout/x.ts", 'import { a } from "../portal/app.tsx";', "src/portal/app.tsx"],
    ["src/portal/x.ts", 'import { a } from "../checkout/app.tsx";', "src/checkout/app.tsx"],
    ["src/checkout/x.ts", 'import { createApp } from "../../server/app.ts";', "server/app.ts"],
    ["server/api/x.ts", 'import { App } from "../../src/checkout/components/app.tsx";', "src/checkout/components/app.tsx"],
    ["server/checkout/page.ts", 'import { qr } from "../../src/checkout/lib/qr-matrix.ts";', "src/checkout/lib/qr-matrix.ts"],
    ["embed/x.ts", 'import { Order } from "../src/shared/schemas/order.ts";', "src/shared/schemas/order.ts"],
    ["embed/x.ts", 'import { h } from "preact";', "preact"],
    ["embed/x.ts", 'import { money } from "../src/shared/money.ts";', "src/shared/money.ts"],
    ["server/http/x.ts", 'import { refund } from "../api/outgoing-orders.ts";', "server/api/outgoing-orders.ts"],
    ["server/http/x.ts", 'import { OrderRecord } from "../domain/types.ts";', "server/domain/types.ts"],
    ["server/domain/x.ts", 'import { open } from "../store/index.ts";', "server/store/index.ts"],
    ["server/domain/x.ts", 'import { deliver } from "../webhooks/index.ts";', "server/webhooks/index.ts"],
    ["server/webhooks/x.ts", 'import { routes } from "../api/assets.ts";', "server/api/assets.ts"],
    ["server/store/x.ts", 'import { x } from "../checkout/held-reads.ts";', "server/checkout/held-reads.ts"],
    ["server/store/x.ts", 'import type { KeyHolder } from "../http/auth.ts";', "server/http/auth.ts"],
    ["server/webhooks/x.ts", 'import { confirmPayment } from "../use-cases/transfers.ts";', "server/use-cases/transfers.ts"],
    ["server/events/x.ts", 'import { setBranding } from "../sandbox/integration-settings.ts";', "server/sandbox/integration-settings.ts"],
    ["server/checkout/held-reads.ts", 'import type { Services } from "../services.ts";', "server/services.ts"],
    ["server/use-cases/x.ts", 'import { portalRoutes } from "../portal/routes.ts";', "server/portal/routes.ts"],
    ["server/use-cases/x.ts", 'import { ApiFailure } from "../http/failure.ts";', "server/http/failure.ts"],
    ["server/webhooks/x.ts", 'import { errorResponse } from "../http/errors.ts";', "server/http/errors.ts"],
    ["server/portal/hash-queue.ts", 'import { ApiFailure } from "../http/failure.ts";', "server/http/failure.ts"],
    ["server/app.ts", 'import { until } from "../test/support/until.ts";', "test/support/until.ts"],
    ["src/checkout/x.ts", 'import { fixtures } from "./testing/order-fixtures.ts";', "src/checkout/testing/order-fixtures.ts"],
    ["kit/x.ts", 'import { createApp } from "../server/app.ts";', "server/app.ts"],
    ["src/checkout/lib/x.ts", 'const m = () => import("../components/after-payment.tsx");', "src/checkout/components/after-payment.tsx"],
    ["src/checkout/models/x.ts", 'import type { Props } from "../components/app.tsx";', "src/checkout/components/app.tsx"],
  ])("fails on a planted violation: %s importing %s", (from, text, target) => {
    expect(plant(from, text)).toEqual([`${from} -> ${target}`]);
  });

  it("follows the embed's imports into src/shared: a package reached there is a violation", () => {
    const files: SourceFile[] = [
      { path: "embed/x.ts", text: 'import { y } from "../src/shared/widget-code.ts";' },
      { path: "src/shared/widget-code.ts", text: 'import { x } from "./http-url.ts";\nexport const y = x;' },
      { path: "src/shared/http-url.ts", text: 'import * as z from "zod/mini";\nexport const x = z.string();' },
    ];
    expect(findViolations(files).map((v) => `${v.from} -> ${v.target}`)).toEqual(["embed/x.ts -> zod"]);
  });

  it("lets the framework components import their own framework, and nothing else of the embed", () => {
    const files: SourceFile[] = [
      { path: "embed/react/index.ts", text: 'import { useEffect } from "react";\nimport { h } from "vue";' },
      { path: "embed/vue/index.ts", text: 'import { h } from "vue";' },
      { path: "embed/mount.ts", text: 'import { useEffect } from "react";' },
    ];
    expect(findViolations(files).map((v) => `${v.from} -> ${v.target}`)).toEqual([
      "embed/react/index.ts -> vue",
      "embed/mount.ts -> react",
    ]);
  });

  it("excuses only the named exceptions, import by import", () => {
    const from = "server/domain/x.ts";
    const text = 'import { a } from "../store/a.ts";\nimport { b } from "../store/b.ts";';
    const excused = findViolations([{ path: from, text }], [{ from, target: "server/store/a.ts", why: "planted" }]);
    expect(excused.map((v) => v.target)).toEqual(["server/store/b.ts"]);
  });
});
