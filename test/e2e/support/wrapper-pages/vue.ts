// A Vue page on a merchant's origin: the component, its events in a list, and a button that
// unmounts it.
import { createApp, h, ref } from "vue";
import { CryptoCheckout } from "../../../../embed/vue/index.ts";
import { logEvent, paymentLink } from "./page-log.ts";

const shown = ref(true);
createApp({
  render: () =>
    h("main", [
      h("button", { id: "toggle", type: "button", onClick: () => (shown.value = false) }, "Remove the checkout"),
      shown.value ? h(CryptoCheckout, { paymentLink, onReady: (detail: { status: string }) => logEvent("onReady", detail.status) }) : null,
    ]),
}).mount("#root");
