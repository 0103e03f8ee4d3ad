// Cut text, read in the page: what a reader cannot see whole because its box is too narrow for
// it. Passed to page.evaluate, so it uses nothing from outside itself. Found are:
// - an element with text whose content is wider than its box (scrollWidth past clientWidth):
//   text clipped by overflow: hidden or an ellipsis, or spilling over its neighbours;
// - an element with text reaching past the viewport's left or right edge (cut by an ancestor
//   that hides overflow, or off screen);
// - the page scrolling sideways.
// Left out on purpose: what scrolls sideways by design (overflow-x: auto or scroll, and form
// fields, whose value scrolls inside them), what is drawn only for screen readers (a box of a
// pixel or less, clipped), and what is not drawn at all.

export interface CutTextArgs {
  /** Selector of what is checked (the page's root). */
  within: string;
  /** A name for the reading: the language, say. */
  label: string;
}

export interface CutTextReading {
  label: string;
  /** One line per cut element: its selector-like path, widths and the start of its text. */
  cut: string[];
}

export function readCutText(args: CutTextArgs): CutTextReading {
  const cut: string[] = [];
  const root = document.querySelector(args.within) ?? document.body;
  const slack = 1;
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const hiddenForScreenReaders = (el: Element) => {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) {
        const style = getComputedStyle(at);
        if (style.overflow === "hidden" || style.clip !== "auto" || style.clipPath !== "none") return true;
      }
    }
    return false;
  };
  const scrollsByDesign = (el: Element) => {
    for (let at: Element | null = el; at && at !== root.parentElement; at = at.parentElement) {
      const x = getComputedStyle(at).overflowX;
      if (x === "auto" || x === "scroll") return true;
    }
    return false;
  };
  const viewport = document.documentElement.clientWidth;
  const found = new Map<Element, string>();
  for (const el of root.querySelectorAll<HTMLElement>("*")) {
    if (["INPUT", "TEXTAREA", "SELECT", "OPTION", "SCRIPT", "STYLE", "TEMPLATE"].includes(el.tagName)) continue;
    if (el.closest("svg")) continue;
    const text = el.textContent?.replace(/\s+/g, " ").trim() ?? "";
    if (!text) continue;
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === "hidden") continue;
    if (hiddenForScreenReaders(el) || scrollsByDesign(el)) continue;
    const box = el.getBoundingClientRect();
    const shown = `${name(el)} "${text.slice(0, 40)}"`;
    // Inline boxes have no clientWidth: their block ancestor's reading covers them.
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + slack)
      found.set(el, `${shown}: content ${el.scrollWidth} px wide in a box of ${el.clientWidth} px`);
    else if (box.right > viewport + slack || box.left < -slack)
      found.set(el, `${shown}: from ${Math.round(box.left)} to ${Math.round(box.right)} px, the viewport is ${viewport} px`);
  }
  // The innermost of each: a box that overflows because a child of it does is the same cut.
  for (const [el, line] of found) if (![...found.keys()].some((other) => other !== el && el.contains(other))) cut.push(line);
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + slack) cut.push(`the page scrolls sideways: ${page.scrollWidth} px in ${page.clientWidth} px`);
  return { label: args.label, cut };
}
