// One hundred malformed or hostile checkout links. Every payload that could run aims at
// window.__pwned or a dialog, so the traps (traps.ts) see it if it ever executes.
//
// Each link says which screen it must show: "invalid-link" when an id is missing, empty or
// not of the shape ids have; "not-found" when both ids are well-formed but name no order.

export interface HostileLink {
  name: string;
  /** Query string (after "?") and optional fragment, exactly as put in the URL. */
  search: string;
  expected: "invalid-link" | "not-found";
  /** Text that must never appear on screen (an echo of the hostile input). */
  mustNotEcho: string[];
}

/**
 * The shape of an id the page accepts (src/checkout/lib/checkout-url.ts): what the service
 * issues (prefix + "_" + base64url, server/domain/ids.ts) and nothing that needs escaping.
 */
export const WELL_FORMED_ID = /^[A-Za-z0-9_-]{1,128}$/;

const PAYLOADS: Array<[string, string]> = [
  ["script tag", "<script>window.__pwned=1</script>"],
  ["img onerror", '<img src=x onerror="window.__pwned=1">'],
  ["svg onload", '"><svg onload=window.__pwned=1>'],
  ["javascript url", "javascript:window.__pwned=1"],
  ["javascript url, alert", "javascript:alert(1)"],
  ["data url", "data:text/html,<script>window.__pwned=1</script>"],
  ["vbscript url", "vbscript:msgbox(1)"],
  ["encoded quotes", "%22%27%3E%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E"],
  ["html entities", "&quot;&#39;&gt;&lt;b&gt;x"],
  ["single quote break", "';window.__pwned=1;//"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's syntax as hostile text, on purpose.
  ["template literal", "${window.__pwned=1}"],
  ["template injection", "{{constructor.constructor('window.__pwned=1')()}}"],
  ["path traversal", "../../../etc/passwd"],
  ["encoded traversal", "..%2F..%2Fapi%2Fv1%2Fintegrations"],
  ["double encoded traversal", "%252e%252e%252f%252e%252e%252f"],
  ["traversal to api", "../../../api/v1/orders"],
  ["unicode cyrillic", "ордер"],
  ["emoji", "ord_😀😀😀"],
  ["right-to-left override", "ord_\u202Egnp.exe"],
  ["zero-width joiner", "ord_\u200Dabc"],
  ["fullwidth letters", "ｏｒｄ＿ａｂｃ"],
  ["nul byte", "ord_\u0000abc"],
  ["crlf", "ord_\r\nSet-Cookie: x=1"],
  ["spaces", " ord_abc "],
  ["too long", "a".repeat(129)],
  ["huge string", "A".repeat(4000)],
  ["sql", "' OR '1'='1' --"],
  ["proto key", "__proto__[polluted]"],
  ["css expression", "x;background:url(javascript:window.__pwned=1)"],
  ["iframe srcdoc", '<iframe srcdoc="<script>parent.__pwned=1</script>">'],
  ["math ml", "<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>"],
];

function param(name: string, value: string, raw = false): string {
  return `${encodeURIComponent(name)}=${raw ? value : encodeURIComponent(value)}`;
}

function classify(search: string): HostileLink["expected"] {
  const fragmentless = search.split("#")[0] ?? "";
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(fragmentless);
  } catch {
    return "invalid-link";
  }
  const integration = params.getAll("integrationId");
  const order = params.getAll("orderId");
  if (integration.length !== 1 || order.length !== 1) return "invalid-link";
  return WELL_FORMED_ID.test(integration[0] ?? "") && WELL_FORMED_ID.test(order[0] ?? "") ? "not-found" : "invalid-link";
}

/** Markers of a payload that must never be echoed on screen. */
function echoes(value: string): string[] {
  const markers = ["__pwned", "onerror", "<script", "javascript:", "alert(", "passwd", "Set-Cookie", "ордер", "😀"];
  return markers.filter((m) => value.includes(m));
}

/**
 * @param integrationId a real integration, so that ids which are well-formed but unknown
 *   reach the service and must show not-found
 */
export function hostileLinks(integrationId: string): HostileLink[] {
  const unknownOrder = "ord_AAAAAAAAAAAAAAAAAAAAAA";
  const links: HostileLink[] = [];
  const add = (name: string, search: string, extraEcho: string[] = []) => {
    links.push({ name, search, expected: classify(search), mustNotEcho: [...echoes(decodeSafe(search)), ...extraEcho] });
  };

  for (const [name, payload] of PAYLOADS) {
    // Payloads named "encoded" carry their own percent-encoding: put them in the URL as they are.
    const raw = name.includes("encoded");
    add(`orderId: ${name}`, `${param("integrationId", integrationId)}&${param("orderId", payload, raw)}`);
    add(`integrationId: ${name}`, `${param("integrationId", payload, raw)}&${param("orderId", unknownOrder)}`);
  }

  // Structure of the query itself.
  add("no query", "");
  add("only integrationId", param("integrationId", integrationId));
  add("only orderId", param("orderId", unknownOrder));
  add("empty integrationId", `integrationId=&${param("orderId", unknownOrder)}`);
  add("empty orderId", `${param("integrationId", integrationId)}&orderId=`);
  add("both empty", "integrationId=&orderId=");
  add("names without values", "integrationId&orderId");
  add(
    "duplicate orderId, second hostile",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("orderId", "<img src=x onerror=window.__pwned=1>")}`,
  );
  add(
    "duplicate integrationId",
    `${param("integrationId", integrationId)}&${param("integrationId", "int_other")}&${param("orderId", unknownOrder)}`,
  );
  add("wrong case names", `IntegrationId=${integrationId}&OrderID=${unknownOrder}`);
  add("array syntax", `integrationId[]=${integrationId}&orderId[]=${unknownOrder}`);
  add("semicolon separators", `integrationId=${integrationId};orderId=${unknownOrder}`);
  add("plus as space in id", `${param("integrationId", integrationId)}&orderId=ord+abc`);
  add("broken percent escape", `${param("integrationId", integrationId)}&orderId=%E0%A4%A`);
  add("lone percent", `${param("integrationId", integrationId)}&orderId=%`);
  add("percent ZZ", `${param("integrationId", integrationId)}&orderId=%ZZ`);
  add("1000 params", `${Array.from({ length: 1000 }, (_, i) => `p${i}=x`).join("&")}`);
  add("ids in fragment only", `#integrationId=${integrationId}&orderId=${unknownOrder}`);
  add("hostile fragment, no ids", `#<img src=x onerror=window.__pwned=1>`);

  // Well-formed but unknown ids, with hostile extras around them: not-found, nothing echoed.
  add("unknown order", `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}`);
  add("unknown integration", `${param("integrationId", "int_AAAAAAAAAAAAAAAAAAAAAA")}&${param("orderId", unknownOrder)}`);
  add(
    "unknown order, hostile lang",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("lang", "<script>window.__pwned=1</script>")}`,
  );
  add(
    "unknown order, hostile theme",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("theme", "javascript:window.__pwned=1")}`,
  );
  add(
    "unknown order, hostile fragment",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}#<img src=x onerror=window.__pwned=1>`,
  );
  add(
    "unknown order, embedOrigin javascript",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}#embedOrigin=javascript:window.__pwned=1`,
  );
  add(
    "unknown order, address param",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("address", "TXYZattackerAddress000000000000000")}&${param("amount", "0.01")}`,
    ["TXYZattacker"],
  );
  add("id named like a prototype key", `${param("integrationId", "__proto__")}&${param("orderId", "constructor")}`);
  add("numeric-looking ids", `${param("integrationId", "0")}&${param("orderId", "-1")}`);
  add("lang and theme only", `${param("lang", "ar")}&${param("theme", "dark")}`);
  add("lang=__proto__", `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("lang", "__proto__")}`);
  add("deep prototype lang", `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("lang", "constructor")}`);
  add("128-char ids", `${param("integrationId", integrationId)}&${param("orderId", "o".repeat(128))}`);
  add(
    "huge unknown extra param",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("note", "x".repeat(3000))}`,
  );
  add(
    "paymentAddress param, unknown order",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("paymentAddress", "0xattacker")}`,
    ["0xattacker"],
  );
  add(
    "redirect param",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("redirect", "javascript:window.__pwned=1")}&${param("returnUrl", "https://evil.example")}`,
    ["evil.example"],
  );
  add(
    "merchant url param",
    `${param("integrationId", integrationId)}&${param("orderId", unknownOrder)}&${param("merchantUrl", "javascript:window.__pwned=1")}`,
  );
  add("nul in name", `${param("integrationId\u0000", integrationId)}&${param("orderId", unknownOrder)}`);
  add("tab in id", `${param("integrationId", integrationId)}&${param("orderId", "ord_\tabc")}`);

  if (links.length !== 100) throw new Error(`expected 100 hostile links, built ${links.length}`);
  return links;
}

function decodeSafe(search: string): string {
  try {
    return decodeURIComponent(search.replace(/\+/g, " "));
  } catch {
    return search;
  }
}
