// Who is signed in: unknown while the first read runs, then signed out or the account. Every
// screen past sign-in reads `me`; a 401 from any call sends the page back to sign-in.
import { computed, createModel, signal } from "@preact/signals";
import {
  ASSET_IDS,
  PortalInfo,
  PortalMe,
  LanguageRequest,
  type ChangePasswordRequest,
  type ConfirmRequest,
  type SignInRequest,
} from "../../shared/index.ts";
import type { Language } from "../../shared/languages.ts";
import { call, Refused } from "../lib/api.ts";
import { deviceStorage, rememberOnDevice, showLanguage } from "../lib/portal-language.ts";

export type SessionState = { kind: "loading" } | { kind: "signedOut"; ended: boolean } | { kind: "signedIn"; me: PortalMe };

export const SessionModel = createModel(() => {
  const state = signal<SessionState>({ kind: "loading" });
  const info = signal<PortalInfo>({ signUpOpen: false, sandbox: false, payouts: true, chainPayouts: false, assets: [...ASSET_IDS] });
  const me = computed(() => (state.value.kind === "signedIn" ? state.value.me : null));

  /** Any call that answers 401 means the session is over: back to the sign-in screen. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Refused && error.status === 401 && state.value.kind === "signedIn")
        state.value = { kind: "signedOut", ended: true };
      throw error;
    }
  }

  /** Signed in: the account's language, where it chose one (the device's choice before sign-in gives way to it). */
  function signedIn(account: PortalMe): void {
    state.value = { kind: "signedIn", me: account };
    // A language whose module is not written is refused by showLanguage: the one on screen stays.
    if (account.language) void showLanguage(account.language);
  }

  return {
    state,
    info,
    me,
    guarded,
    /**
     * The switcher's choice: on screen at once, remembered on this device, and on the account when
     * signed in (no step-up: it moves no money). A failed save keeps the language on screen.
     */
    async chooseLanguage(code: Language): Promise<void> {
      rememberOnDevice(deviceStorage(), code);
      await showLanguage(code);
      const current = state.value;
      if (current.kind !== "signedIn") return;
      try {
        const saved = await guarded(() => call("PUT", "/portal/api/language", LanguageRequest, { language: code }));
        if (state.value === current) state.value = { kind: "signedIn", me: { ...current.me, language: saved.language } };
      } catch {
        // The words changed on this device; the account keeps its earlier choice until a save succeeds.
      }
    },
    async load(): Promise<void> {
      info.value = await call("GET", "/portal/api/info", PortalInfo);
      try {
        signedIn(await call("GET", "/portal/api/me", PortalMe));
      } catch (error) {
        if (error instanceof Refused && error.status === 401) state.value = { kind: "signedOut", ended: false };
        else throw error;
      }
    },
    async signIn(request: SignInRequest): Promise<void> {
      signedIn(await call("POST", "/portal/api/sign-in", PortalMe, request));
    },
    async signUp(request: SignInRequest): Promise<void> {
      signedIn(await call("POST", "/portal/api/sign-up", PortalMe, request));
    },
    async signOut(everywhere = false): Promise<void> {
      await guarded(() => call("POST", everywhere ? "/portal/api/sign-out-everywhere" : "/portal/api/sign-out", null));
      state.value = { kind: "signedOut", ended: false };
    },
    async changePassword(request: ChangePasswordRequest): Promise<void> {
      await guarded(() => call("POST", "/portal/api/password", null, request));
    },
    /** The step-up before a sensitive change: the authenticator code, or the password when two-factor is off. */
    async confirm(request: ConfirmRequest): Promise<void> {
      await guarded(() => call("POST", "/portal/api/confirm", null, request));
    },
    /** Re-reads who is signed in (after two-factor is turned on or off). */
    async refresh(): Promise<void> {
      state.value = { kind: "signedIn", me: await guarded(() => call("GET", "/portal/api/me", PortalMe)) };
    },
  };
});
export type SessionModel = InstanceType<typeof SessionModel>;
