// The portal's shell: the header (product, sandbox badge, sign out), the sections' navigation
// and the screen the path names. Signed out, every path shows sign-in (or sign-up).
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";
import { path, PORTAL_BASE } from "../lib/router.ts";
import { SetPasswordScreen } from "./set-password-screen.tsx";
import { ForgotPasswordScreen } from "./forgot-password-screen.tsx";
import type { SessionModel } from "../models/session-model.ts";
import { AccountScreen } from "./account-screen.tsx";
import { AuditScreen } from "./audit-screen.tsx";
import { AuthScreen, link } from "./auth-screen.tsx";
import { isMerchantPath, MERCHANT_SECTIONS, merchantScreens } from "./merchant-sections.ts";
import { OverviewScreen } from "./overview-screen.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

const SECTIONS = [
  { path: PORTAL_BASE, label: "navOverview" },
  ...MERCHANT_SECTIONS,
  { path: `${PORTAL_BASE}/account`, label: "navAccount" },
  { path: `${PORTAL_BASE}/audit`, label: "navAudit" },
] as const;

/** The Payouts screen only where payouts wait on the merchant's wallet (chain mode). */
const sectionsOf = (session: SessionModel) =>
  session.info.value.chainPayouts ? SECTIONS : SECTIONS.filter((section) => section.label !== "navPayouts");

function Header({ session }: { session: SessionModel }): JSX.Element {
  const me = session.me.value;
  return (
    <header class="topbar">
      <a class="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <span class="brand">{t("productName")}</span>
      {session.info.value.sandbox ? <span class="badge">{t("sandboxBadge")}</span> : null}
      {me ? (
        <button type="button" class="button button--quiet topbar__end" onClick={() => void session.signOut()}>
          {t("signOut")}
        </button>
      ) : null}
    </header>
  );
}

function Screen({ session }: { session: SessionModel }): JSX.Element {
  const me = session.me.value;
  if (!me) return <></>;
  const current = path.value.replace(/\/+$/, "") || PORTAL_BASE;
  if (isMerchantPath(current)) {
    const screens = merchantScreens();
    if (!screens) return <p aria-busy="true">{t("loading")}</p>;
    const screen = screens.merchantScreen(current, session);
    if (screen) return screen;
  }
  switch (current) {
    case PORTAL_BASE:
      return <OverviewScreen me={me} session={session} />;
    case `${PORTAL_BASE}/account`:
      return <AccountScreen session={session} />;
    case `${PORTAL_BASE}/audit`:
      return <AuditScreen session={session} />;
    default:
      return (
        <>
          <ScreenHeading>{t("notFoundHeading")}</ScreenHeading>
          <a href={PORTAL_BASE} onClick={link(PORTAL_BASE)}>
            {t("backToOverview")}
          </a>
        </>
      );
  }
}

export function App({ session }: { session: SessionModel }): JSX.Element {
  const state = session.state.value;
  if (state.kind === "loading") {
    return (
      <>
        <Header session={session} />
        <main id="main" class="auth" aria-busy="true">
          <p>{t("loading")}</p>
        </main>
      </>
    );
  }
  // The operator's link works signed in or out: it ends every session of its account anyway.
  if (path.value.replace(/\/+$/, "") === `${PORTAL_BASE}/set-password`) {
    return (
      <>
        <Header session={session} />
        <SetPasswordScreen />
      </>
    );
  }
  if (state.kind === "signedOut" && path.value.replace(/\/+$/, "") === `${PORTAL_BASE}/forgot-password`) {
    return (
      <>
        <Header session={session} />
        <ForgotPasswordScreen session={session} />
      </>
    );
  }
  if (state.kind === "signedOut") {
    const signUp = path.value === `${PORTAL_BASE}/sign-up` && session.info.value.signUpOpen;
    return (
      <>
        <Header session={session} />
        <AuthScreen key={signUp ? "up" : "in"} session={session} mode={signUp ? "signUp" : "signIn"} />
      </>
    );
  }
  const current = path.value.replace(/\/+$/, "") || PORTAL_BASE;
  return (
    <>
      <Header session={session} />
      <div class="layout">
        <nav class="sections" aria-label={t("mainNav")}>
          <ul>
            {sectionsOf(session).map((section) => (
              <li key={section.path}>
                <a
                  href={section.path}
                  aria-current={
                    current === section.path || (section.path !== PORTAL_BASE && current.startsWith(`${section.path}/`))
                      ? "page"
                      : undefined
                  }
                  onClick={link(section.path)}
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" class="content" key={current}>
          <Screen session={session} />
        </main>
      </div>
    </>
  );
}
