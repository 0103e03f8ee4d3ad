// The whole page under its providers: what the service renders to HTML and what the browser
// then hydrates, from the same inputs, so the two renders are the same tree.
import { PrerenderedQr, type PrerenderedDrawing } from "../lib/qr-loader.ts";
import { I18n, Language, type LanguageChoice, type Translate } from "../lib/i18n.ts";
import type { OrderState } from "../models/order-model.ts";
import { App } from "./app.tsx";

export function CheckoutPage(props: { t: Translate; language: LanguageChoice; model: OrderState | null; qr: PrerenderedDrawing | null }) {
  return (
    <I18n.Provider value={props.t}>
      <Language.Provider value={props.language}>
        <PrerenderedQr.Provider value={props.qr}>
          <App model={props.model} />
        </PrerenderedQr.Provider>
      </Language.Provider>
    </I18n.Provider>
  );
}
