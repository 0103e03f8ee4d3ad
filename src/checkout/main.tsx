// Entry of the hosted checkout page (/pay?integrationId=…&orderId=…).
import "./styles/base.css";
import "./styles/checkout.css";
import "./styles/receipt.css";
import { startCheckout } from "./start.tsx";

/** Longest wait for a first frame: a frame out of view or hidden may get none for a while. */
const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Runs `work` in a task of its own once the service's screen has painted: the payer reads
 * what to pay first, and on a slow phone the boot's long tasks come after the paint instead
 * of before it. A hidden page has nothing to paint and starts at once.
 */
function afterFirstPaint(work: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  if (document.visibilityState === "hidden") return void setTimeout(start, 0);
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FIRST_PAINT_WAIT_MS);
}

const mount = document.getElementById("app");
if (mount) {
  afterFirstPaint(() => {
    void startCheckout({
      search: location.search,
      languages: navigator.languages?.length ? navigator.languages : [navigator.language],
      document,
      mount,
    });
  });
}
