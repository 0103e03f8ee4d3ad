// The service's answer to /pay placed in a test's document, as the browser would receive it:
// the rendered first screen in #app and the page's state block beside it.
import { PAGE_STATE_ID, type PageState, serializePageState } from "../lib/page-state.ts";

export function placeServedPage(document: Document, page: { app: string; state: PageState }): HTMLElement {
  const mount = document.createElement("div");
  mount.id = "app";
  mount.innerHTML = page.app;
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_STATE_ID;
  block.textContent = serializePageState(page.state);
  document.body.append(mount, block);
  return mount;
}
