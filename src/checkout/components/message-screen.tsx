// The screens with nothing to pay: loading, invalid link, order not found, and details we
// refuse to show. Their text is fixed; nothing from the URL or the service is echoed here.
import type { ComponentChildren } from "preact";
import { WarningIcon } from "./icons.tsx";
import { Screen, type ScreenName } from "./screen.tsx";

export function MessageScreen(props: {
  name: Exclude<ScreenName, "order" | "expired" | "paid-late">;
  heading: string;
  body?: string;
  busy?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <Screen name={props.name} busy={props.busy}>
      <div class={`message message-${props.name}`}>
        {props.busy ? (
          <span class="spinner" aria-hidden="true" />
        ) : (
          <span class={`message-mark message-mark-${props.name}`} aria-hidden="true">
            <WarningIcon />
          </span>
        )}
        <h1 class="message-heading">{props.heading}</h1>
        {props.body && <p class="message-body">{props.body}</p>}
        {props.children}
      </div>
    </Screen>
  );
}
