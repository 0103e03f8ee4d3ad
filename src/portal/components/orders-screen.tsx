// Orders, incoming and outgoing, newest first: filters (status, kind, asset, reference, dates)
// and pages; each row opens the order.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { ORDER_KINDS, toPlainText, type PortalOrder } from "../../shared/index.ts";
import { to } from "../lib/chunk-i18n.ts";
import { t } from "../lib/i18n.ts";
import { kindWord, statusWord, when } from "../lib/order-words.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { exportHref, OrdersModel, type OrderFilters } from "../models/orders-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { link } from "./auth-screen.tsx";
import { Select } from "./controls.tsx";
import { Field } from "./field.tsx";
import { assetOptions } from "./order-fields.tsx";
import { Pager } from "./pager.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

export const orderPath = (id: string) => `${PORTAL_BASE}/orders/${id}`;

/** Where the portal's tables become cards and the filters fold away (the stylesheet's width). */
const NARROW = "(max-width: 640px)";

export const amountOf = (order: PortalOrder["order"]) => `${toPlainText(order.primaryAmount.amount)} ${order.primaryAmount.currency}`;

export function OrdersScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new OrdersModel(session.guarded));
  const [wide] = useState(() => !globalThis.matchMedia?.(NARROW).matches);
  useEffect(() => void model.load(1), []);
  const draft = model.draft.value;
  const set = (name: keyof OrderFilters) => (value: string) => model.edit(name, value);
  const page = model.page.value;
  const any = { value: "", label: t("filterAny") };
  return (
    <>
      <ScreenHeading>{t("ordersHeading")}</ScreenHeading>
      {/* On a phone the filters fold away under their summary (the list comes first); open elsewhere. */}
      <details class="card filters-fold" data-filters open={wide}>
        <summary>{to("filtersHeading")}</summary>
        <form
          class="filters"
          data-form="order-filters"
          onSubmit={(event) => {
            event.preventDefault();
            void model.apply();
          }}
        >
          <Select
            id="filter-status"
            label={t("filterStatus")}
            value={draft.status}
            options={[any, { value: "inProgress", label: t("statusInProgress") }, { value: "completed", label: t("statusCompleted") }]}
            onChange={set("status")}
          />
          <Select
            id="filter-type"
            label={t("filterKind")}
            value={draft.type}
            options={[any, ...ORDER_KINDS.map((kind) => ({ value: kind, label: kindWord(kind) }))]}
            onChange={set("type")}
          />
          <Select
            id="filter-asset"
            label={t("filterAsset")}
            value={draft.assetId}
            options={[any, ...assetOptions]}
            onChange={set("assetId")}
          />
          <Field id="filter-reference" label={t("filterReference")} value={draft.externalId} onInput={set("externalId")} />
          <Field id="filter-from" label={t("filterFrom")} value={draft.from} onInput={set("from")} />
          <Field id="filter-to" label={t("filterTo")} value={draft.to} onInput={set("to")} />
          <button type="submit" class="button button--primary">
            {t("applyFilters")}
          </button>
        </form>
      </details>
      {model.failed.value ? (
        <p class="form-error" role="alert">
          {model.failed.value}
        </p>
      ) : null}
      {page === null ? (
        <p aria-busy="true">{t("loading")}</p>
      ) : page.data.length === 0 ? (
        <p>{t("ordersEmpty")}</p>
      ) : (
        <>
          <p>
            {/* The filters applied to the list, not the ones typed since: the file is what the screen shows. */}
            <a href={exportHref(model.filters.value)} download data-orders-export>
              {to("exportCsv")}
            </a>
          </p>
          <table class="table" data-orders>
            <thead>
              <tr>
                <th scope="col">{t("columnOrder")}</th>
                <th scope="col">{t("columnKind")}</th>
                <th scope="col">{t("columnStatus")}</th>
                <th scope="col">{t("columnAmount")}</th>
                <th scope="col">{to("customer")}</th>
                <th scope="col">{t("columnReference")}</th>
                <th scope="col">{t("columnCreated")}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map(({ order, customer }) => (
                <tr key={order.id} data-order-row={order.id} data-order-status={order.status}>
                  <td data-label={t("columnOrder")}>
                    <a class="mono" href={orderPath(order.id)} onClick={link(orderPath(order.id))}>
                      {order.id}
                    </a>
                  </td>
                  <td data-label={t("columnKind")}>{kindWord(order.type)}</td>
                  <td data-label={t("columnStatus")}>{statusWord(order)}</td>
                  <td data-label={t("columnAmount")}>{amountOf(order)}</td>
                  <td data-label={to("customer")}>{customer ? `${customer.firstName} ${customer.lastName}` : ""}</td>
                  <td data-label={t("columnReference")}>{order.externalId ?? ""}</td>
                  <td data-label={t("columnCreated")}>
                    <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label={t("ordersHeading")} pagination={page.pagination} go={(number) => void model.load(number)} />
        </>
      )}
    </>
  );
}
