// The form controls Field does not cover, with the same wiring: a label, a hint and the error
// under it tied by aria-describedby, aria-invalid while the error stands.
import type { ComponentChildren, JSX } from "preact";

interface Described {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}

function describedBy({ id, hint, error }: Described): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Hint({ id, hint }: Described): JSX.Element | null {
  return hint ? (
    <p id={`${id}-hint`} class="field__hint">
      {hint}
    </p>
  ) : null;
}

function ErrorText({ id, error }: Described): JSX.Element | null {
  return error ? (
    <p id={`${id}-error`} class="field__error" data-field-error={id}>
      {error}
    </p>
  ) : null;
}

export function Check(props: Described & { label: string; checked: boolean; onChange: (checked: boolean) => void }): JSX.Element {
  return (
    <div class={`check${props.error ? " field--invalid" : ""}`}>
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label for={props.id}>{props.label}</label>
      <Hint {...props} />
      <ErrorText {...props} />
    </div>
  );
}

/** Checkboxes that answer one question together (order types): a fieldset with its legend. */
export function CheckGroup(props: Described & { legend: string; children: ComponentChildren }): JSX.Element {
  return (
    <fieldset class={`check-group${props.error ? " field--invalid" : ""}`} id={props.id} aria-describedby={describedBy(props)}>
      <legend>{props.legend}</legend>
      <Hint {...props} />
      {props.children}
      <ErrorText {...props} />
    </fieldset>
  );
}

export function TextArea(
  props: Described & { label: string; value: string; rows?: number; onInput: (value: string) => void },
): JSX.Element {
  return (
    <div class={`field${props.error ? " field--invalid" : ""}`}>
      <label for={props.id}>{props.label}</label>
      <Hint {...props} />
      <textarea
        id={props.id}
        rows={props.rows ?? 3}
        value={props.value}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={describedBy(props)}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <ErrorText {...props} />
    </div>
  );
}

export function Select(
  props: Described & {
    label: string;
    value: string;
    options: readonly { value: string; label: string }[];
    onChange: (value: string) => void;
  },
): JSX.Element {
  return (
    <div class={`field${props.error ? " field--invalid" : ""}`}>
      <label for={props.id}>{props.label}</label>
      <Hint {...props} />
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText {...props} />
    </div>
  );
}
