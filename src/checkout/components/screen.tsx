// The page's root landmark, carrying the markers the end-to-end tests read: which screen is
// shown and, on the order screen, the status group and the connection state. One centred
// card; its top bar holds the merchant (when there is one) and the language switcher.
import type { ComponentChildren } from "preact";
import type { StatusGroup } from "../../shared/order-status.ts";
import type { Connection } from "../models/order-model.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

export type ScreenName = "loading" | "invalid-link" | "not-found" | "unavailable" | "order";

export function Screen(props: {
  name: ScreenName;
  statusGroup?: StatusGroup;
  connection?: Connection;
  busy?: boolean;
  header?: ComponentChildren;
  children: ComponentChildren;
}) {
  return (
    <main
      class={`screen screen-${props.name}`}
      data-screen={props.name}
      data-status-group={props.statusGroup}
      data-connection={props.connection}
      aria-busy={props.busy ? "true" : undefined}
    >
      <div class="sheet">
        <div class="topbar">
          {props.header ?? <span class="topbar-spacer" />}
          <LanguageSwitcher />
        </div>
        {props.children}
      </div>
    </main>
  );
}
