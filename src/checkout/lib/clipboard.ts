// Copy that works on a top-level page, inside a cross-origin iframe (widgetCode grants
// clipboard-write) and in wallet webviews that block both APIs. In order: the Clipboard API,
// called synchronously inside the click handler so the user activation counts; then the old
// textarea + execCommand('copy'); then "manual": the caller shows a selected field.

export type CopyOutcome = "copied" | "manual";

export interface ClipboardEnv {
  clipboard: Pick<Clipboard, "writeText"> | undefined;
  document: Document;
}

function browserEnv(): ClipboardEnv {
  return { clipboard: globalThis.navigator?.clipboard, document };
}

/** The pre-Clipboard-API way: select a hidden, read-only textarea and ask the browser to copy. */
export function copyWithExecCommand(text: string, doc: Document): boolean {
  const previous = doc.activeElement as HTMLElement | null;
  const buffer = doc.createElement("textarea");
  buffer.value = text;
  buffer.readOnly = true;
  buffer.setAttribute("aria-hidden", "true");
  buffer.tabIndex = -1;
  // Off screen through a class: the page's CSP forbids style attributes written as strings.
  buffer.className = "copy-buffer";
  doc.body.appendChild(buffer);
  let copied = false;
  try {
    buffer.select();
    buffer.setSelectionRange(0, text.length);
    copied = typeof doc.execCommand === "function" && doc.execCommand("copy");
  } catch {
    copied = false;
  } finally {
    buffer.remove();
    previous?.focus?.();
  }
  return copied;
}

export function copyText(text: string, env: ClipboardEnv = browserEnv()): Promise<CopyOutcome> {
  let attempt: Promise<void> | null = null;
  try {
    // Started before any await: a later call may have lost the click's user activation.
    attempt = env.clipboard ? env.clipboard.writeText(text) : null;
  } catch {
    attempt = null;
  }
  if (attempt === null) {
    return Promise.resolve(copyWithExecCommand(text, env.document) ? "copied" : "manual");
  }
  return attempt.then(
    () => "copied" as const,
    () => (copyWithExecCommand(text, env.document) ? "copied" : "manual"),
  );
}
