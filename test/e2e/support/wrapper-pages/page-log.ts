// What both framework pages share: the order from their URL, and a list of what they heard.
export const paymentLink = new URLSearchParams(location.search).get("paymentLink") ?? "";

export function logEvent(type: string, status: string): void {
  const item = document.createElement("li");
  item.dataset.type = type;
  item.dataset.status = status;
  document.getElementById("log")!.append(item);
}
