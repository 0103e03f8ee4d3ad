// Entry of the merchant portal (/portal): reads who is signed in, then renders the shell.
import "./styles/portal.css";
import { render } from "preact";
import { App } from "./components/app.tsx";
import { deviceStorage, firstLanguage, provideLanguageModules, showLanguage } from "./lib/portal-language.ts";
import { showPseudoLocale, wantsPseudoLocale } from "./lib/pseudo-language.ts";
import { SessionModel } from "./models/session-model.ts";

provideLanguageModules(() => import("./lib/language-modules.ts"));

const mount = document.getElementById("app");
if (mount) {
  // The language before anyone signs in; the account's own, if it chose one, follows its read.
  void firstLanguage(location.search, navigator.languages ?? [navigator.language], deviceStorage()).then(showLanguage);
  const session = new SessionModel();
  render(<App session={session} />, mount);
  void session
    .load()
    // The pseudo-locale (lang=qps-ploc) once the service has said it is the sandbox.
    .then(() => (wantsPseudoLocale(session.info.value, location.search) ? showPseudoLocale() : undefined))
    .finally(() => {
      mount.dataset.interactive = "1";
    });
}
