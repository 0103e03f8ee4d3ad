// One line of the merchant's audit log: who did what to which of its records, from where. Its
// detail never holds a secret (a key, a password, a signing secret): only names, ids, amounts
// and addresses.
export interface AuditEntry {
  clientId: string;
  accountId: string | null;
  at: string;
  action: string;
  address: string;
  detail: Record<string, string>;
}
