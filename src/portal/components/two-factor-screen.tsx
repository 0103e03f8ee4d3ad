// Two-factor sign-in: off, then a new key to put into an authenticator app (its otpauth URI
// and the key as text, both with copy), on once a code from it comes back, then the recovery
// codes shown once. Setting it up and turning it off ask the step-up first.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useMemo } from "preact/hooks";
import { QrSvg } from "../../shared/qr-svg.tsx";
import { t2 } from "../lib/chunk-i18n.ts";
import { t } from "../lib/i18n.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { TwoFactorModel } from "../models/security-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { TwoFactorForms } from "../models/two-factor-forms.ts";
import { CodeField } from "./code-field.tsx";
import { CopyField } from "./copy-button.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

/** The QR encoder, a chunk of its own (shared with the payment links' codes), fetched when setup starts. */
const qrPart = lazyPart(() => import("../../shared/qr-drawing.ts"));

/** The setup link as a QR code to scan; a blank square of its size until the encoder is here. */
function SetupQr({ uri }: { uri: string }): JSX.Element {
  const qr = qrPart();
  const drawing = useMemo(() => qr?.qrDrawing(uri) ?? null, [qr, uri]);
  return drawing ? (
    <QrSvg class="setup-qr" drawing={drawing} value={uri} label={t2("twoFactorQr")} />
  ) : (
    <div class="setup-qr" aria-busy="true" />
  );
}

/** The recovery codes as a .txt the browser saves: made in the page, never sent anywhere. */
function download(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${t2("recoveryCodesFile")}\n\n${codes.join("\n")}\n`], { type: "text/plain" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "recovery-codes.txt";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function TwoFactorScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new TwoFactorModel(session.guarded));
  const forms = useModel(() => new TwoFactorForms(model, session));
  const { start, enable, disable, code } = forms;
  const on = session.me.value?.twoFactor ?? false;
  const setup = model.setup.value;
  const codes = model.recoveryCodes.value;
  return (
    <>
      <ScreenHeading>{t("twoFactorHeading")}</ScreenHeading>
      <p>{t("twoFactorIntro")}</p>
      <section class="card" aria-labelledby="two-factor-state">
        <h2 id="two-factor-state">{on ? t("twoFactorOn") : t("twoFactorOff")}</h2>
        {codes ? (
          <div class="secret-once" data-recovery-codes>
            <p class="notice" role="status">
              {t("recoveryCodesOnce")}
            </p>
            <CopyField id="recovery-codes" label={t("recoveryCodes")} value={codes.join("\n")} multiline />
            <p>
              <button type="button" class="button" onClick={() => download(codes)}>
                {t2("recoveryCodesDownload")}
              </button>
            </p>
            {/* The one way on from here, and what it does: not "Turn off", which the screen shows only after. */}
            <button type="button" class="button button--primary" aria-describedby="codes-saved-hint" onClick={() => model.dismissCodes()}>
              {t("recoveryCodesSaved")}
            </button>
            <p id="codes-saved-hint" class="field__hint">
              {t2("recoveryCodesSavedHint")}
            </p>
          </div>
        ) : on ? (
          <>
            <SettingsForm form={disable} name="two-factor-off" submitLabel={t("twoFactorDisable")} doneLabel="" send={forms.sendDisable}>
              <p class="field__hint">{t("twoFactorDisableHint")}</p>
            </SettingsForm>
            {disable.errors.value.confirmation ? <StepUp session={session} id="two-factor-step-up" refused={disable} /> : null}
          </>
        ) : setup ? (
          <div data-two-factor-setup>
            <p>{t("twoFactorScan")}</p>
            <SetupQr uri={setup.otpauthUri} />
            <CopyField id="otpauth-uri" label={t("twoFactorUri")} value={setup.otpauthUri} />
            <CopyField id="totp-secret" label={t("twoFactorSecret")} value={setup.secret} />
            <SettingsForm
              form={enable}
              name="two-factor-on"
              submitLabel={t("twoFactorEnable")}
              doneLabel=""
              check={forms.checkCode}
              send={forms.sendCode}
            >
              <CodeField value={code.value} error={enable.errors.value.code} onInput={(v) => (code.value = v)} />
            </SettingsForm>
          </div>
        ) : (
          <SettingsForm form={start} name="two-factor-start" submitLabel={t("twoFactorStart")} doneLabel="" send={forms.sendStart}>
            <p class="field__hint">{t("twoFactorStartHint")}</p>
          </SettingsForm>
        )}
        {!on && !setup && start.errors.value.confirmation ? (
          <StepUp session={session} id="two-factor-start-step-up" refused={start} />
        ) : null}
      </section>
    </>
  );
}
