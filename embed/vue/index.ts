// <CryptoCheckout :payment-link="…" @complete="…" /> for Vue 3: the embed's mount() once the
// component is in the document.
//
// Server rendering (@vue/server-renderer, Nuxt) outputs one empty <div> and touches no window:
// onMounted never runs on the server, and the embed module is imported only there. Unmounting
// removes the iframe and stops its messages; a changed link (or title, theme, locale) remounts.
// Events: ready, status, complete (each with { orderId, status }); in a render function, the
// onReady / onStatus / onComplete props.
import { defineComponent, h, onBeforeUnmount, onMounted, ref, watch, type PropType } from "vue";
import type { Appearance, CheckoutEventDetail, Mounted } from "../embed.d.ts";

export const CryptoCheckout = defineComponent({
  name: "CryptoCheckout",
  props: {
    paymentLink: { type: String, required: true },
    title: String,
    theme: String as PropType<Appearance["theme"]>,
    locale: String,
  },
  emits: {
    ready: (_detail: CheckoutEventDetail) => true,
    status: (_detail: CheckoutEventDetail) => true,
    complete: (_detail: CheckoutEventDetail) => true,
  },
  setup(props, { emit }) {
    const holder = ref<HTMLElement>();
    let stop: (() => void) | undefined;

    function start(): void {
      stop?.();
      let live = true;
      let mounted: Mounted | undefined;
      void import("../index.ts").then(({ default: embed }) => {
        if (!live || !holder.value) return;
        mounted = embed.mount(holder.value, {
          paymentLink: props.paymentLink,
          title: props.title,
          theme: props.theme,
          locale: props.locale,
          onReady: (detail) => emit("ready", detail),
          onStatus: (detail) => emit("status", detail),
          onComplete: (detail) => emit("complete", detail),
        });
      });
      stop = () => {
        live = false;
        mounted?.unmount();
      };
    }

    onMounted(start);
    watch(() => [props.paymentLink, props.title, props.theme, props.locale], start);
    onBeforeUnmount(() => stop?.());
    return () => h("div", { ref: holder });
  },
});

export default CryptoCheckout;
