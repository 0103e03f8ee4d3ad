// The merchant's payment links: the creation form's values and their checks, the list, and
// deactivation. The same rules as the service's, run first so that most mistakes are shown next
// to their field without a round trip; the service's own refusals (the spec's 400 array) land
// next to the same fields.
import { createModel, signal } from "@preact/signals";
import {
  ASSET_IDS,
  LINK_EXPIRY_MINUTES,
  PaymentLinkCreated,
  PaymentLinkList,
  PaymentLink,
  isDecimalText,
  parseHttpUrl,
} from "../../shared/index.ts";
import { call } from "../lib/api.ts";
import { errorText } from "../lib/error-text.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { tl } from "../lib/links-i18n.ts";
import { FormModel } from "./form-model.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

/** The currencies a link may be priced in besides an asset: those the exchange rates know. */
export const LINK_FIAT_CURRENCIES = ["USD", "EUR"] as const;

/** The request's fields, as the service names them in its errors. */
export const LINK_FIELDS = [
  "integrationId",
  "name",
  "price.amount",
  "price.currency",
  "assetIds",
  "returnUrl",
  "expiresInMinutes",
] as const;

export interface LinkDraft {
  integrationId: string;
  name: string;
  amount: string;
  currency: string;
  /** The ticked assets; all of them means "every enabled asset" (the field is left out). */
  assetIds: readonly string[];
  returnUrl: string;
  expiresInMinutes: string;
}

export const EMPTY_DRAFT: LinkDraft = {
  integrationId: "",
  name: "",
  amount: "",
  currency: "USD",
  assetIds: ASSET_IDS,
  returnUrl: "",
  expiresInMinutes: String(LINK_EXPIRY_MINUTES.default),
};

const range = { min: String(LINK_EXPIRY_MINUTES.min), max: String(LINK_EXPIRY_MINUTES.max) };

/** What is wrong with a draft, by the request's field names (empty: nothing found here). */
export function checkLink(draft: LinkDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.name.trim() === "") errors.name = tl("errorNameMissing");
  const amount = draft.amount.trim();
  if (!isDecimalText(amount) || !/[1-9]/.test(amount)) errors["price.amount"] = tl("errorPriceAmount");
  if (draft.assetIds.length === 0) errors.assetIds = tl("errorAssetsNone");
  const back = draft.returnUrl.trim();
  // http is the sandbox's allowance for a local shop; the service says when it is not allowed.
  if (back !== "" && parseHttpUrl(back) === null) errors.returnUrl = tl("errorReturnUrl");
  const minutes = draft.expiresInMinutes.trim();
  const count = Number(minutes);
  if (!/^\d+$/.test(minutes) || count < LINK_EXPIRY_MINUTES.min || count > LINK_EXPIRY_MINUTES.max) {
    errors.expiresInMinutes = tl("errorExpiry", range);
  }
  return errors;
}

/**
 * The POST body of a draft: optional fields only when given, every offered asset as none named.
 * `offered`: the assets the service takes orders for (chain mode: only its watched networks'),
 * the only ones the form shows; one ticked before and no longer offered is not sent.
 */
export function linkRequest(draft: LinkDraft, offered: readonly string[] = ASSET_IDS): Record<string, unknown> {
  const all = offered.every((id) => draft.assetIds.includes(id));
  const back = draft.returnUrl.trim();
  return {
    integrationId: draft.integrationId,
    name: draft.name.trim(),
    price: { amount: draft.amount.trim(), currency: draft.currency },
    ...(all ? {} : { assetIds: ASSET_IDS.filter((id) => offered.includes(id) && draft.assetIds.includes(id)) }),
    ...(back ? { returnUrl: back } : {}),
    expiresInMinutes: Number(draft.expiresInMinutes.trim()),
  };
}

/** `offered`: the assets the service takes orders for (GET /portal/api/info), all ticked at first. */
export const PaymentLinksModel = createModel((guarded: Guarded, offered: readonly string[] = ASSET_IDS) => {
  const empty: LinkDraft = { ...EMPTY_DRAFT, assetIds: offered };
  const draft = signal<LinkDraft>(empty);
  const form = new FormModel(LINK_FIELDS);
  const links = signal<PaymentLink[] | null>(null);
  const failed = signal(false);
  /** The link whose deactivation waits for the merchant's confirmation. */
  const confirming = signal<string | null>(null);
  /** The link a deactivation was refused for, and why. */
  const refused = signal<{ linkId: string; reason: string } | null>(null);

  async function load(): Promise<void> {
    try {
      links.value = (await guarded(() => call("GET", "/portal/api/payment-links?perPage=100", PaymentLinkList))).data;
      failed.value = false;
    } catch {
      failed.value = true;
    }
  }

  return {
    draft,
    form,
    links,
    failed,
    confirming,
    refused,
    load,
    edit(change: Partial<LinkDraft>): void {
      draft.value = { ...draft.value, ...change };
    },
    /** Whether the form offers the asset (the service takes orders for it here). */
    offers(assetId: string): boolean {
      return offered.includes(assetId);
    },
    toggleAsset(assetId: string, on: boolean): void {
      const rest = draft.value.assetIds.filter((id) => id !== assetId);
      draft.value = { ...draft.value, assetIds: on ? [...rest, assetId] : rest };
    },
    /** Creates the link (one Idempotency-Key per submission); true when the service made it. */
    async create(integrationId: string): Promise<boolean> {
      const current = { ...draft.value, integrationId };
      const body = linkRequest(current, offered);
      const ok = await form.submit(checkLink(current), async () => {
        await guarded(() =>
          call("POST", "/portal/api/payment-links", PaymentLinkCreated, body, { "Idempotency-Key": crypto.randomUUID() }),
        );
      });
      if (ok) {
        draft.value = { ...empty, currency: current.currency };
        await load();
      }
      return ok;
    },
    async deactivate(linkId: string): Promise<void> {
      refused.value = null;
      try {
        const changed = await guarded(() =>
          call("POST", `/portal/api/payment-links/${encodeURIComponent(linkId)}/deactivate`, PaymentLink),
        );
        links.value = (links.value ?? []).map((link) => (link.linkId === linkId ? changed : link));
        confirming.value = null;
      } catch (error) {
        refused.value = { linkId, reason: errorText(error) };
      }
    },
  };
});
export type PaymentLinksModel = InstanceType<typeof PaymentLinksModel>;
