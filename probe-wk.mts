process.env.E2E_PORT = "4410";
const { createPaymentOrder } = await import("./test/e2e/support/api.ts");
const order = await createPaymentOrder("USDT_TRC20", "19.99");
const base = "http://127.0.0.1:4453";
async function cmd(method: string, path: string, body?: unknown): Promise<any> {
  const r = await fetch(base + path, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const j: any = await r.json(); if (!r.ok) throw new Error(JSON.stringify(j)); return j.value;
}
for (let i=0;i<50;i++){ try { await cmd("GET","/status"); break;} catch { await new Promise(r=>setTimeout(r,100)); } }
const s = await cmd("POST", "/session", { capabilities: { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", args: ["--automation", "--full-screen"] } } } });
const id = s.sessionId;
const ex = (script: string) => cmd("POST", `/session/${id}/execute/sync`, { script, args: [] });
const find = async (sel: string) => Object.values(await cmd("POST", `/session/${id}/element`, { using: "css selector", value: sel }))[0] as string;
try {
  await cmd("POST", `/session/${id}/url`, { url: order.paymentLink });
  console.log(await ex(`return [document.querySelector("main").outerHTML.slice(0,200), isSecureContext, !!navigator.clipboard, !!location.ancestorOrigins]`));
  // real API, amount
  await cmd("POST", `/session/${id}/element/${await find('[data-copy="amount"] button')}/click`, {});
  await new Promise(r=>setTimeout(r,500));
  console.log(await ex(`return document.querySelector('[data-copy="amount"]').outerHTML`));
  await ex(`window.__log = []; navigator.clipboard.writeText = (t) => Promise.reject(new DOMException("refused", "NotAllowedError"));
    document.addEventListener("copy", () => { const a = document.activeElement; window.__log.push(["copy", a && a.value && a.value.slice(a.selectionStart, a.selectionEnd)]); }, true);`);
  await cmd("POST", `/session/${id}/element/${await find('[data-copy="address"] button')}/click`, {});
  await new Promise(r=>setTimeout(r,500));
  console.log(await ex(`return [window.__log, document.querySelector('[data-copy="address"]').outerHTML]`));
} finally { await cmd("DELETE", `/session/${id}`); }
