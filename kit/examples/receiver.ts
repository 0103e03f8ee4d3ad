// The quickstart's receiver: a merchant's callback endpoint in plain Node. It reads the raw body,
// verifies it with kit/webhooks before parsing anything, and answers 204 (or 401 when the
// signature, timestamp or body is wrong).
//   WEBHOOK_SECRET=whsec_… npx tsx kit/examples/receiver.ts      (RECEIVER_PORT, default 4000)
import { createServer } from "node:http";
import { verifyWebhook, WebhookVerificationError } from "../webhooks/src/index.ts";

const secret = process.env.WEBHOOK_SECRET ?? "";
const port = Number(process.env.RECEIVER_PORT ?? 4000);
if (!secret.startsWith("whsec_")) {
  console.error("Set WEBHOOK_SECRET to the webhook secret `npm start` printed (whsec_…).");
  process.exit(1);
}

/** webhook-id stays the same on retries and redeliveries: act on each callback once. */
const seen = new Set<string>();

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    try {
      const event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
      const id = String(req.headers["webhook-id"]);
      if (!seen.has(id)) {
        seen.add(id);
        console.log(
          `verified ${event.type} ${event.data.id} ${event.data.status}${event.data.externalId ? ` (${event.data.externalId})` : ""}`,
        );
      }
      res.writeHead(204).end();
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      console.log(`refused a callback: ${error.reason}: ${error.message}`);
      res.writeHead(401).end();
    }
  });
}).listen(port, "127.0.0.1", () => console.log(`receiver listening on http://127.0.0.1:${port}/hooks`));
