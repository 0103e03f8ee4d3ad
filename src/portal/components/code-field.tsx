// The authenticator's code, asked at sign-in, to change the password and to turn two-factor on:
// the same field each time, marked as a one-time code so that browsers and password managers
// offer a code there, not a saved password.
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";
import { Field } from "./field.tsx";

export function CodeField(props: {
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onInput: (value: string) => void;
}): JSX.Element {
  return (
    <Field
      id="code"
      label={t("twoFactorCode")}
      hint={props.hint}
      autoComplete="one-time-code"
      value={props.value}
      onInput={props.onInput}
      error={props.error}
      required
    />
  );
}
