// Copying a value the merchant needs elsewhere (a secret, a link, a snippet). The async
// clipboard needs a secure context (https or localhost); elsewhere the answer is false and the
// page says to copy by hand.
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
