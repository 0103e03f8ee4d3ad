// What the chain showed about a payout besides the transfer that paid it: a stranger's exact
// transfer while it waits (it never completes the payout by itself: anyone can send a few tokens
// to a known address, so only the merchant may say it paid, or that it did not, each after the
// portal's step-up and on the audit log), a transfer that arrived after the cancel (the money
// left the wallet all the same: shown, so the books can explain it), and the flag of a completed
// payout whose block a reorg took away (the completion stands; the merchant checks the wallet).
// A chunk of its own with its words: the Payouts screen fetches it only when a payout has one.
import { useModel, useSignal } from "@preact/signals";
import type { JSX } from "preact";
import type { PayoutItem, PayoutSighting } from "../../shared/index.ts";
import { sectionWords } from "../lib/i18n.ts";
import words, { type PayoutTransferWord } from "../locales/en-payout-transfers.ts";
import { FormModel } from "../models/form-model.ts";
import type { PayoutsModel } from "../models/payouts-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { AddressText } from "./address-text.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

const w: (key: PayoutTransferWord, values?: Record<string, string>) => string = sectionWords("payoutTransfers", words);

type Answer = "markPaid" | "notThisOne";

/** One answer to one stranger's transfer: asked, confirmed, sent (the step-up sends it again by itself). */
function AnswerButton(props: {
  item: PayoutItem;
  sighting: PayoutSighting;
  answer: Answer;
  model: PayoutsModel;
  session: SessionModel;
}): JSX.Element {
  const { item, sighting, answer, model, session } = props;
  const form = useModel(() => new FormModel(["confirmation", "hash", "logIndex", "orderId"]));
  const confirming = useSignal(false);
  const name = `${answer}-${item.orderId}-${sighting.hash}-${sighting.logIndex}`;
  const error = form.errors.value.hash ?? form.errors.value.logIndex ?? form.errors.value.orderId;
  return (
    <div class="payout__answer">
      {confirming.value ? (
        <>
          <SettingsForm
            form={form}
            name={name}
            submitLabel={w(answer === "markPaid" ? "markPaidYes" : "notThisOneYes")}
            doneLabel=""
            send={async () => {
              await model.answer(item.orderId, sighting, answer);
              confirming.value = false;
            }}
          >
            <p>{w(answer === "markPaid" ? "markPaidConfirm" : "notThisOneConfirm")}</p>
          </SettingsForm>
          <button type="button" class="button" onClick={() => (confirming.value = false)}>
            {w("answerNo")}
          </button>
        </>
      ) : (
        <button type="button" class="button" onClick={() => (confirming.value = true)}>
          {w(answer === "markPaid" ? "markPaid" : "notThisOne")}
        </button>
      )}
      {error ? (
        <p class="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {form.errors.value.confirmation ? <StepUp session={session} id={`${name}-step-up`} refused={form} /> : null}
    </div>
  );
}

function TransferFacts({ sighting }: { sighting: PayoutSighting }): JSX.Element {
  return (
    <dl class="facts">
      <dt>{w("hash")}</dt>
      <dd>
        <span class="mono payout__hash" data-sighting-hash={sighting.hash}>
          {sighting.hash}
        </span>
      </dd>
      <dt>{w("sender")}</dt>
      <dd>
        <AddressText address={sighting.senderAddress} />
      </dd>
      <dt>{w("block")}</dt>
      <dd>{String(sighting.blockNumber)}</dd>
    </dl>
  );
}

export function StrangerTransfers(props: { item: PayoutItem; model: PayoutsModel; session: SessionModel }): JSX.Element | null {
  const strangers = props.item.payout.strangers ?? [];
  if (strangers.length === 0) return null;
  const heading = `strangers-${props.item.orderId}`;
  return (
    <section class="payout__strangers" aria-labelledby={heading} data-payout-strangers={props.item.orderId}>
      <h4 id={heading}>{w("strangersHeading")}</h4>
      <p>{w("strangersIntro")}</p>
      <ul class="payout__transfers">
        {strangers.map((sighting) => (
          <li key={`${sighting.hash}:${sighting.logIndex}`} data-sighting={`${sighting.hash}:${sighting.logIndex}`}>
            <TransferFacts sighting={sighting} />
            <AnswerButton {...props} sighting={sighting} answer="markPaid" />
            <AnswerButton {...props} sighting={sighting} answer="notThisOne" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LateTransfers({ item }: { item: PayoutItem }): JSX.Element | null {
  const late = item.payout.late ?? [];
  if (late.length === 0) return null;
  const heading = `late-${item.orderId}`;
  return (
    <section class="payout__late" aria-labelledby={heading} data-payout-late={item.orderId}>
      <h4 id={heading}>{w("lateHeading")}</h4>
      <p>{w("lateIntro")}</p>
      <ul class="payout__transfers">
        {late.map((sighting) => (
          <li key={`${sighting.hash}:${sighting.logIndex}`}>
            <TransferFacts sighting={sighting} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReorgFlag({ item }: { item: PayoutItem }): JSX.Element | null {
  const flag = item.payout.reorgedAfterCompletion;
  if (!flag) return null;
  return (
    <p class="payout__flag" data-payout-reorged={item.orderId}>
      {w("reorgedAfterCompletion", { block: String(flag.blockNumber) })}
    </p>
  );
}
