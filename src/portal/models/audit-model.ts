// The audit log's pages: one page at a time, newest first.
import { createModel, signal } from "@preact/signals";
import { AuditPage } from "../../shared/index.ts";
import { call } from "../lib/api.ts";

export const AuditModel = createModel((guarded: <T>(work: () => Promise<T>) => Promise<T>) => {
  const page = signal<AuditPage | null>(null);
  const failed = signal(false);
  return {
    page,
    failed,
    async load(number = 1): Promise<void> {
      try {
        page.value = await guarded(() => call("GET", `/portal/api/audit?page=${number}&perPage=20`, AuditPage));
        failed.value = false;
      } catch {
        failed.value = true;
      }
    },
  };
});
