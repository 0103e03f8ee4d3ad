// One labelled input with its hint and its error right under it, tied by aria-describedby, and
// aria-invalid while the error stands: a screen reader hears the label, the hint and the error.
import type { JSX } from "preact";

export interface FieldProps {
  id: string;
  label: string;
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onInput: (value: string) => void;
  required?: boolean;
}

export function Field(props: FieldProps): JSX.Element {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const describedBy = [props.hint ? hintId : "", props.error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div class={`field${props.error ? " field--invalid" : ""}`}>
      <label for={props.id}>{props.label}</label>
      {props.hint ? (
        <p id={hintId} class="field__hint">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={describedBy || undefined}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      {props.error ? (
        <p id={errorId} class="field__error" data-field-error={props.id}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** An error of the whole form (network, or not tied to a field), announced when it appears. */
export function FormError({ message }: { message?: string | undefined }): JSX.Element {
  return (
    <p class="form-error" role="alert">
      {message ?? ""}
    </p>
  );
}
