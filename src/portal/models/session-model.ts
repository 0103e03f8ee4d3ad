// Who is signed in: unknown while the first read runs, then signed out or the account. Every
// screen past sign-in reads `me`; a 401 from any call sends the page back to sign-in.
import { computed, createModel, signal } from "@preact/signals";
import {
  ASSET_IDS,
  PortalInfo,
  PortalMe,
  type ChangePasswordRequest,
  type ConfirmRequest,
  type SignInRequest,
} from "../../shared/index.ts";
import { call, Refused } from "../lib/api.ts";

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

  return {
    state,
    info,
    me,
    guarded,
    async load(): Promise<void> {
      info.value = await call("GET", "/portal/api/info", PortalInfo);
      try {
        state.value = { kind: "signedIn", me: await call("GET", "/portal/api/me", PortalMe) };
      } catch (error) {
        if (error instanceof Refused && error.status === 401) state.value = { kind: "signedOut", ended: false };
        else throw error;
      }
    },
    async signIn(request: SignInRequest): Promise<void> {
      state.value = { kind: "signedIn", me: await call("POST", "/portal/api/sign-in", PortalMe, request) };
    },
    async signUp(request: SignInRequest): Promise<void> {
      state.value = { kind: "signedIn", me: await call("POST", "/portal/api/sign-up", PortalMe, request) };
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
