// Sizes the iframe to the checkout's content height (from its "resize" messages), so the host
// page shows neither an inner scrollbar nor an 800 px gap under a short checkout.

export function resizeFrame(iframe: HTMLIFrameElement, height: number): void {
  const { style } = iframe;
  // Only once the checkout reports its height: a checkout that never does keeps the spec's
  // fixed 800 px and its own scrollbar, so nothing becomes unreachable.
  // (The obsolete but everywhere-reflected `scrolling` attribute: CSS cannot reach inside.)
  iframe.scrolling = "no";
  // An inline style, not the height attribute: host CSS like `iframe { height: … }` beats
  // attributes. content-box, so that the height is the checkout's whatever border the host
  // draws (a border-box reset plus the browsers' 2 px inset would cut the bottom off).
  // Written through the CSSOM, which a strict style-src allows, unlike a style="" attribute.
  style.boxSizing = "content-box";
  style.height = `${height}px`;
}
