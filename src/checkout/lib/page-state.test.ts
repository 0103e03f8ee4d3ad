// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { tronPayment } from "../testing/order-fixtures.ts";
import { PAGE_STATE_ID, type PageState, readPageState, serializePageState } from "./page-state.ts";

const state = (overrides: Partial<PageState> = {}): PageState => ({
  screen: "order",
  locale: "en",
  theme: null,
  order: tronPayment(),
  etag: '"v1"',
  qr: { value: "T", size: 29, path: "M4 4h1v1h-1z" },
  messages: null,
  menu: [
    { code: "en", name: "English" },
    { code: "ja", name: "日本語" },
  ],
  marks: { group: ",", decimal: ".", primary: 3, secondary: 3, minimumGrouping: 1 },
  ...overrides,
});

function place(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_STATE_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("the page's state block", () => {
  it("round-trips, with no '<' left in the text that could end the element", () => {
    const hostile = state({
      order: tronPayment({ merchant: { name: "</script><!--<script>", url: "https://x.example", supportUrl: null, supportEmail: null } }),
    });
    const text = serializePageState(hostile);
    expect(text).not.toContain("<");
    place(text);
    expect(readPageState(document)).toEqual(hostile);
  });

  it("is absent when there is no block, or it is not JSON, or not a state", () => {
    expect(readPageState(document)).toBeNull();
    for (const text of [
      "{",
      "null",
      "[]",
      JSON.stringify({ ...state(), screen: "loading" }),
      JSON.stringify({ ...state(), locale: "xx" }),
      JSON.stringify({ ...state(), theme: "neon" }),
      JSON.stringify({ ...state(), order: null }),
      JSON.stringify({ ...state(), screen: "not-found" }),
    ]) {
      place(text);
      expect(readPageState(document), text).toBeNull();
      document.body.replaceChildren();
    }
  });

  it("drops a QR drawing of the wrong shape, not the whole state", () => {
    place(JSON.stringify({ ...state(), qr: { value: "T", size: "29", path: 1 } }));
    expect(readPageState(document)).toMatchObject({ screen: "order", qr: null });
  });

  it("drops a language menu with a line of the wrong shape, not the whole state", () => {
    for (const menu of [[], [{ code: "xx", name: "X" }], [{ code: "ja" }], "ja", [{ code: "en", name: "English" }, null]]) {
      place(JSON.stringify({ ...state(), menu }));
      expect(readPageState(document), JSON.stringify(menu)).toMatchObject({ screen: "order", menu: null });
      document.body.replaceChildren();
    }
  });

  it("drops number marks that are not marks, not the whole state", () => {
    place(JSON.stringify({ ...state(), marks: { group: "1", decimal: ".", primary: 3, secondary: 3, minimumGrouping: 1 } }));
    expect(readPageState(document)).toMatchObject({ screen: "order", marks: null });
  });
});
