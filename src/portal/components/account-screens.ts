// The screens of the account itself (its overview, its settings, its audit log), a chunk of
// their own fetched once someone is signed in: the sign-in page's first load does not carry
// what only a signed-in merchant sees.
export { AccountScreen } from "./account-screen.tsx";
export { AuditScreen } from "./audit-screen.tsx";
export { OverviewScreen } from "./overview-screen.tsx";
