// The first screen's dashboard, a chunk of its own: getting started (each step ticks itself
// from the account's state), the latest orders, and what came in per asset with its value in
// the chosen currency (decimal text from the service, never a JS number).
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { toPlainText } from "../../shared/index.ts";
import { OVERVIEW_CURRENCIES } from "../../shared/schemas/portal-overview.ts";
import { sectionWords } from "../lib/i18n.ts";
import { kindWord, statusWord, when } from "../lib/order-words.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import overviewWords, { type OverviewMessageKey } from "../locales/en-overview.ts";
import { OverviewModel, STEPS, type OverviewCurrency } from "../models/overview-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { link } from "./auth-screen.tsx";
import { Select } from "./controls.tsx";

const tw: (key: OverviewMessageKey, values?: Record<string, string>) => string = sectionWords("overview", overviewWords);

const STEP_WORDS = {
  integration: ["stepIntegration", `${PORTAL_BASE}/integrations`],
  apiKey: ["stepApiKey", `${PORTAL_BASE}/keys`],
  callbackUrl: ["stepCallbackUrl", `${PORTAL_BASE}/integrations`],
  testPayment: ["stepTestPayment", `${PORTAL_BASE}/sell`],
} as const;

const orderPath = (id: string) => `${PORTAL_BASE}/orders/${id}`;

export function Dashboard({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new OverviewModel(session.guarded));
  useEffect(() => void model.load(), []);
  const data = model.overview.value;
  if (!data) return <p aria-busy={model.failed.value ? undefined : "true"}>{model.failed.value ? "" : "…"}</p>;
  return (
    <div data-dashboard>
      <section class="card" aria-labelledby="getting-started">
        <h2 id="getting-started">{tw("gettingStarted")}</h2>
        <ul class="checklist">
          {STEPS.map((step) => {
            const done = data.checklist[step];
            const [words, path] = STEP_WORDS[step];
            return (
              <li key={step} data-step={step} data-done={done ? "1" : "0"}>
                <span class="checklist__mark" aria-hidden="true">
                  {done ? "✓" : "○"}
                </span>{" "}
                <a href={path} onClick={link(path)}>
                  {tw(words)}
                </a>{" "}
                <span class="checklist__state">({done ? tw("stepDone") : tw("stepToDo")})</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section class="card" aria-labelledby="recent-orders">
        <h2 id="recent-orders">{tw("recentOrders")}</h2>
        {data.recent.length === 0 ? (
          <p>{tw("noOrders")}</p>
        ) : (
          <ul class="recent">
            {data.recent.map(({ order }) => (
              <li key={order.id} data-recent-order={order.id}>
                <a class="mono" href={orderPath(order.id)} onClick={link(orderPath(order.id))}>
                  {order.id}
                </a>{" "}
                {`${kindWord(order.type)} · ${statusWord(order)} · ${toPlainText(order.primaryAmount.amount)} ${order.primaryAmount.currency} · `}
                <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={`${PORTAL_BASE}/orders`} onClick={link(`${PORTAL_BASE}/orders`)}>
            {tw("allOrders")}
          </a>
        </p>
      </section>
      <section class="card" aria-labelledby="volume">
        <h2 id="volume">{tw("volumeHeading")}</h2>
        <p>{tw("volumeIntro", { at: when(data.ratesAt) })}</p>
        <Select
          id="volume-currency"
          label={tw("volumeCurrency")}
          value={model.currency.value}
          options={OVERVIEW_CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(value) => void model.choose(value as OverviewCurrency)}
        />
        {data.volume.length === 0 ? (
          <p>{tw("volumeNone")}</p>
        ) : (
          <table class="table" data-volume>
            <thead>
              <tr>
                <th scope="col">{tw("columnAsset")}</th>
                <th scope="col">{tw("columnOrders")}</th>
                <th scope="col">{tw("columnReceived")}</th>
                <th scope="col">{tw("columnValue")}</th>
              </tr>
            </thead>
            <tbody>
              {data.volume.map((row) => (
                <tr key={row.assetId} data-volume-asset={row.assetId}>
                  <td data-label={tw("columnAsset")}>{row.assetId}</td>
                  <td data-label={tw("columnOrders")}>{String(row.orders)}</td>
                  <td data-label={tw("columnReceived")}>{`${toPlainText(row.amount)} ${row.currency}`}</td>
                  <td data-label={tw("columnValue")} data-volume-value={row.value ?? ""}>
                    {row.value === null ? tw("noRate") : `${row.value} ${data.currency}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
