// Each screen's h1 takes the focus when the screen changes, so a screen reader starts reading
// the new screen from its name instead of staying on the link that was pressed.
import type { ComponentChildren, JSX } from "preact";
import { useEffect, useRef } from "preact/hooks";

export function ScreenHeading({ children }: { children: ComponentChildren }): JSX.Element {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = ref.current?.textContent ?? "";
    document.title = `${text} · Merchant portal`;
    // Not on the first screen of a fresh load: the browser starts at the top anyway.
    if (document.body.dataset.navigated === "1") ref.current?.focus();
    document.body.dataset.navigated = "1";
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
