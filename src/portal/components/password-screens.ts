// The signed-out screens besides sign-in (the forgotten password's request, the operator's or
// the mail's link to set one), a chunk of their own fetched on their first visit: few visits
// need them, so the sign-in page's first load does not carry them.
export { ForgotPasswordScreen } from "./forgot-password-screen.tsx";
export { SetPasswordScreen } from "./set-password-screen.tsx";
