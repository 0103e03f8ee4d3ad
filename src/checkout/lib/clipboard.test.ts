// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard.ts";

function env(clipboard: { writeText: (t: string) => Promise<void> } | undefined, execResult: boolean | "throw") {
  const execCommand = vi.fn((_command: string) => {
    if (execResult === "throw") throw new Error("blocked");
    return execResult;
  });
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  return { env: { clipboard, document }, execCommand };
}

describe("copyText", () => {
  it("uses the Clipboard API first, synchronously", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { env: e, execCommand } = env({ writeText }, true);
    const pending = copyText("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", e);
    expect(writeText).toHaveBeenCalledWith("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    await expect(pending).resolves.toBe("copied");
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("falls back to execCommand when the Clipboard API is refused", async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    const { env: e, execCommand } = env({ writeText }, true);
    await expect(copyText("abc", e)).resolves.toBe("copied");
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("falls back to execCommand when there is no Clipboard API", async () => {
    const { env: e, execCommand } = env(undefined, true);
    await expect(copyText("abc", e)).resolves.toBe("copied");
    expect(execCommand).toHaveBeenCalledTimes(1);
  });

  it("asks for a manual copy when both fail, and restores focus", async () => {
    const button = document.createElement("button");
    document.body.appendChild(button);
    button.focus();
    const { env: e } = env({ writeText: () => Promise.reject(new Error("no")) }, "throw");
    await expect(copyText("abc", e)).resolves.toBe("manual");
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
