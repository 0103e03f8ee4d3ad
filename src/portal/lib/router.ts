// Client-side screens under /portal: the path is the state, history.pushState moves it, and the
// service answers the same page for each, so a reload or a shared link lands where it was.
import { signal } from "@preact/signals";

export const PORTAL_BASE = "/portal";

export const path = signal(typeof location === "undefined" ? PORTAL_BASE : location.pathname);

export function navigate(to: string): void {
  if (to === path.value) return;
  history.pushState(null, "", to);
  path.value = to;
}

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    path.value = location.pathname;
  });
}
