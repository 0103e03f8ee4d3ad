// A React page on a merchant's origin: the component under StrictMode, its events in a list,
// and a button that unmounts it.
import { createElement, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { CryptoCheckout } from "../../../../embed/react/index.ts";
import { logEvent, paymentLink } from "./page-log.ts";

function Shop() {
  const [shown, setShown] = useState(true);
  return createElement(
    "main",
    null,
    createElement("button", { id: "toggle", type: "button", onClick: () => setShown(false) }, "Remove the checkout"),
    shown ? createElement(CryptoCheckout, { paymentLink, onReady: (detail) => logEvent("onReady", detail.status) }) : null,
  );
}

createRoot(document.getElementById("root")!).render(createElement(StrictMode, null, createElement(Shop)));
