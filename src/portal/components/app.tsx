// The portal's shell: the header (product, sandbox badge, sign out), the sections' navigation
// and the screen the path names. Signed out, every path shows sign-in (or sign-up).
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { path, PORTAL_BASE } from "../lib/router.ts";
import type { SessionModel } from "../models/session-model.ts";
import { AuthScreen, link } from "./auth-screen.tsx";
import { isMerchantPath, MERCHANT_SECTIONS, merchantScreens } from "./merchant-sections.ts";
import { ScreenHeading } from "./screen-heading.tsx";

// Chunks of their own, fetched when first drawn: the sign-in page's first load carries
// neither the signed-in account's screens nor the rarer signed-out ones.
const accountScreens = lazyPart(() => import("./account-screens.ts"));
const passwordScreens = lazyPart(() => import("./password-screens.ts"));

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

function Loading(): JSX.Element {
  return <p aria-busy="true">{t("loading")}</p>;
}

function Screen({ session }: { session: SessionModel }): JSX.Element {
  const me = session.me.value;
  if (!me) return <></>;
  const current = path.value.replace(/\/+$/, "") || PORTAL_BASE;
  if (isMerchantPath(current)) {
    const screens = merchantScreens();
    if (!screens) return <Loading />;
    const screen = screens.merchantScreen(current, session);
    if (screen) return screen;
  }
  const screens = accountScreens();
  switch (current) {
    case PORTAL_BASE:
      return screens ? <screens.OverviewScreen me={me} session={session} /> : <Loading />;
    case `${PORTAL_BASE}/account`:
      return screens ? <screens.AccountScreen session={session} /> : <Loading />;
    case `${PORTAL_BASE}/audit`:
      return screens ? <screens.AuditScreen session={session} /> : <Loading />;
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

/** A signed-out screen's place while its words or its code are on their way. */
function LoadingMain(): JSX.Element {
  return (
    <main id="main" class="auth" aria-busy="true">
      <p>{t("loading")}</p>
    </main>
  );
}

export function App({ session }: { session: SessionModel }): JSX.Element {
  const state = session.state.value;
  if (state.kind === "loading") {
    return (
      <>
        <Header session={session} />
        <LoadingMain />
      </>
    );
  }
  // The operator's link works signed in or out: it ends every session of its account anyway.
  if (path.value.replace(/\/+$/, "") === `${PORTAL_BASE}/set-password`) {
    const screens = passwordScreens();
    return (
      <>
        <Header session={session} />
        {screens ? <screens.SetPasswordScreen /> : <LoadingMain />}
      </>
    );
  }
  if (state.kind === "signedOut" && path.value.replace(/\/+$/, "") === `${PORTAL_BASE}/forgot-password`) {
    const screens = passwordScreens();
    return (
      <>
        <Header session={session} />
        {screens ? <screens.ForgotPasswordScreen session={session} /> : <LoadingMain />}
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
