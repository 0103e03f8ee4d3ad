// The portal's account routes under /portal/api: sign up, sign in, sign out (here or
// everywhere), change the password, who am I, the audit log. Every state change passes the
// same-origin check (csrf.ts); every route past sign-in is scoped to the session's client.
import type { Context, Hono, MiddlewareHandler } from "hono";
import * as z from "zod/mini";
import {
  ChangePasswordRequest,
  ConfirmRequest,
  SignInRequest,
  PasswordResetRequest,
  SetPasswordRequest,
  SignUpRequest,
  type ApiError,
  type AuditLine,
  type PortalInfo,
  type PortalMe,
} from "../../src/shared/index.ts";
import { ApiFailure, apiError } from "../http/failure.ts";
import { clientKey } from "../http/client-key.ts";
import { errorResponse } from "../http/errors.ts";
import { pageOf, pageRequest, PageQuery } from "../http/pagination.ts";
import { OWN_MESSAGES, parseWith, readJsonObject } from "../http/validation.ts";
import type { Services } from "../services.ts";
import type { AccountRecord, AuditEntry, NewAccount, SessionRecord } from "../store/index.ts";
import { TWO_FACTOR_OFF } from "../domain/portal-accounts.ts";
import { offeredAssets } from "../domain/catalog.ts";
import { Refusal } from "../domain/refusal.ts";
import { usePasswordLink } from "../use-cases/password-links.ts";
import { changePassword, openAccount, recordAudit } from "../use-cases/portal-accounts.ts";
import { confirmSession, endSession, endSessionsOf, sessionSeen, startSession as beginSession } from "../use-cases/portal-sessions.ts";
import { sameOriginOnly } from "./csrf.ts";
import { checkSecondFactor } from "./second-factor.ts";
import { createHashQueue } from "./hash-queue.ts";
import { decoyHash, hashPassword, SCRYPT_COST, verifyPassword, type HashTurn } from "./passwords.ts";
import {
  clearSessionCookie,
  DEFAULT_SESSION_POLICY,
  digestOf,
  newSessionValue,
  readSessionCookie,
  recentlyConfirmed,
  sessionEnded,
  writeSessionCookie,
  type SessionPolicy,
} from "./sessions.ts";
import { createSignInThrottle } from "./throttle.ts";
import { passwordResetRoute } from "./password-reset-routes.ts";

export interface PortalContext {
  session: SessionRecord;
  sessionValue: string;
  account: AccountRecord;
}

declare module "hono" {
  interface ContextVariableMap {
    portal: PortalContext;
  }
}

/**
 * The one answer for an unknown email and a wrong password: nothing tells them apart. It names
 * the way to a new password this service has: a mailed link, or the operator.
 */
const noMatch = (mailed: boolean): ApiError =>
  apiError(
    "wrongData",
    "password",
    `That email and password do not match an account. Check both, or reset the password ${mailed ? 'with "Forgot password?"' : "with the service's operator"}.`,
  );

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Request bodies parsed without echoing what was received: these hold passwords, and the
 * service's usual messages quote the value they refuse.
 */
async function parseSecret<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await readJsonObject(c);
  const result = z.safeParse(schema, body, OWN_MESSAGES);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    const message = issue.code === "invalid_type" ? `${field} must be text` : issue.message;
    return apiError("wrongData", field, message);
  });
  throw new ApiFailure(400, errors);
}

/** What the portal's other route files need of the session: who is signed in, the step-up, the audit line. */
export interface PortalGuards {
  signedIn: MiddlewareHandler;
  /**
   * Refuses a sensitive change unless this session confirmed itself recently (POST
   * /portal/api/confirm: the authenticator code when two-factor is on, else the password).
   */
  requireRecentConfirmation: MiddlewareHandler;
  /** An audit entry for the signed-in account (no secret may be in `detail`), for the use case that writes it in the change's own transaction. */
  auditEntry(c: Context, action: string, detail?: Record<string, string>): AuditEntry;
}

export function portalRoutes(app: Hono, services: Services): PortalGuards {
  const config = services.config.portal ?? {};
  const sandbox = services.config.sandbox ?? true;
  const signUpOpen = config.signUp ?? sandbox;
  const cost = config.scrypt ?? SCRYPT_COST;
  const policy: SessionPolicy = {
    ...DEFAULT_SESSION_POLICY,
    ...config.session,
    secure: services.config.publicOrigin.startsWith("https://"),
  };
  const throttle = createSignInThrottle(services.store, services.clock, config.throttle);
  const store = services.store.portal;
  const trustProxy = services.config.trustProxy ?? 0;
  const hashes = createHashQueue(config.hashQueue);
  const turn = (c: Context): HashTurn => ({ queue: hashes, client: addressOf(c) });
  /**
   * A password check in its turn. Refused by a full queue, the guess reserved for it is given
   * back: nothing was checked, and a busy service must not cost the owner one of its five.
   */
  const check = async (c: Context, email: string, password: string, stored: string): Promise<boolean> => {
    try {
      return await verifyPassword(password, stored, turn(c));
    } catch (error) {
      if (error instanceof Refusal) await throttle.right(email, addressOf(c));
      throw error;
    }
  };
  let decoy: Promise<string> | null = null;
  const decoyOnce = () => (decoy ??= decoyHash(cost));

  const now = () => services.clock.now();
  const addressOf = (c: Context) => clientKey(c, trustProxy);
  const entry = (c: Context, account: NewAccount, action: string, detail: Record<string, string> = {}): AuditEntry => ({
    clientId: account.clientId,
    accountId: account.id,
    at: now().toISOString(),
    action,
    address: addressOf(c),
    detail,
  });

  /** An audit line with no change beside it (a refused sign-in or confirmation). */
  const audit = (line: AuditEntry) => recordAudit(services, line);

  /** A new session (a new cookie value: any earlier one of this browser ends in the same transaction). */
  async function startSession(c: Context, account: NewAccount, action: string): Promise<void> {
    const earlier = readSessionCookie(c, policy);
    const value = newSessionValue(services.ids);
    const at = now();
    await beginSession(
      services,
      {
        idDigest: digestOf(value),
        accountId: account.id,
        clientId: account.clientId,
        createdAt: at.toISOString(),
        lastSeenAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + policy.absoluteMs).toISOString(),
        confirmedAt: at.toISOString(),
      },
      {
        replaces: earlier ? digestOf(earlier) : undefined,
        keepPerAccount: policy.maxPerAccount > 0 ? policy.maxPerAccount : undefined,
        audit: entry(c, account, action, { email: account.email }),
      },
    );
    writeSessionCookie(c, policy, value);
  }

  const me = (account: AccountRecord): PortalMe => ({
    email: account.email,
    clientId: account.clientId,
    createdAt: account.createdAt,
    signUpOpen,
    twoFactor: account.twoFactor.secret !== null,
    language: account.language,
  });

  app.use("/portal/api/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.use("/portal/api/*", sameOriginOnly(services.config.publicOrigin));

  /** The signed-in session, or 401. Sets c.var.portal. */
  const signedIn: MiddlewareHandler = async (c, next) => {
    const value = readSessionCookie(c, policy);
    const session = value ? await store.getSession(digestOf(value)) : undefined;
    const at = now();
    if (!value || !session || sessionEnded(session, at, policy)) {
      if (value && session) await endSession(services, session.idDigest, at.toISOString(), null);
      clearSessionCookie(c, policy);
      return errorResponse(c, 401, [apiError("wrongData", "session", "You are not signed in (or your session ended): sign in again")]);
    }
    const account = await store.getAccount(session.accountId);
    if (!account) return errorResponse(c, 401, [apiError("wrongData", "session", "This account no longer exists")]);
    // The idle clock moves on (a write at most once a minute per session).
    await sessionSeen(services, session, at.toISOString());
    c.set("portal", { session, sessionValue: value, account });
    return next();
  };

  // In chain mode real chains pay the orders: no simulated chain to show controls or a badge for
  // (SANDBOX's relaxations may still be on). Refunds and withdrawals are made in every mode: in
  // chain mode they become payouts the merchant's own wallet pays.
  const payouts = true;
  const chainPayouts = Boolean(services.config.chain);
  const simulated = sandbox && !services.config.chain;
  const assets = offeredAssets(services.config.chain?.unwatched);
  const passwordResetByEmail = services.mail !== null;
  app.get("/portal/api/info", (c) =>
    c.json({ signUpOpen, sandbox: simulated, payouts, chainPayouts, assets, passwordResetByEmail } satisfies PortalInfo),
  );
  passwordResetRoute(app, services, { throttle, addressOf, parse: (c) => parseSecret(c, PasswordResetRequest) });

  /** 429 with Retry-After: a budget of attempts is spent. */
  const tooMany = (c: Context, field: string, message: string, wait: number) =>
    errorResponse(c, 429, [apiError("limitExceeded", field, `${message}: try again in ${Math.ceil(wait / 60)} minute(s)`)], {
      "Retry-After": String(wait),
    });

  app.post("/portal/api/sign-in", async (c) => {
    const request = await parseSecret(c, SignInRequest);
    const email = normalEmail(request.email);
    const address = addressOf(c);
    // The guess is reserved before anything is looked up or hashed: concurrent guesses each
    // take a place, and those past the budget are refused unchecked.
    const wait = await throttle.guess(email, address);
    if (wait > 0) return tooMany(c, "password", "Too many failed sign-ins for this email or from this address", wait);
    const account = await store.findAccountByEmail(email);
    // An unknown email is checked against a decoy hash of the same cost: same work, same time.
    const matches = await check(c, email, request.password, account?.passwordHash ?? (await decoyOnce()));
    if (!account || !matches) {
      if (account) await audit(entry(c, account, "sign-in failed", { email }));
      return errorResponse(c, 401, [noMatch(passwordResetByEmail)]);
    }
    let action = "signed in";
    if (account.twoFactor.secret !== null) {
      // The password was right: now the second factor. A wrong code keeps its reserved place,
      // so the per-account budget bounds code guessing as it bounds password guessing.
      if (request.code === undefined) {
        await throttle.right(email, address);
        return errorResponse(c, 401, [
          apiError("wrongData", "code", "Enter the 6-digit code from your authenticator app, or one of your recovery codes"),
        ]);
      }
      const how = await checkSecondFactor(store, services.clock, account, request.code);
      if (how === null) {
        await audit(entry(c, account, "sign-in failed", { email, reason: "wrong code" }));
        return errorResponse(c, 401, [
          apiError("wrongData", "code", "That code is not right (or was used already): enter the code your app shows now"),
        ]);
      }
      if (how === "recovery code") action = "signed in with a recovery code";
    }
    await throttle.right(email, address);
    // Each sign-in makes a session and an audit line: an account cannot make them without end.
    const signIns = await throttle.signIn(account.id);
    if (signIns > 0) return tooMany(c, "email", "Too many sign-ins to this account", signIns);
    await startSession(c, account, action);
    return c.json(me(account), 200);
  });

  app.post("/portal/api/sign-up", async (c) => {
    if (!signUpOpen) {
      return errorResponse(c, 403, [apiError("wrongData", "email", "Sign-up is closed on this service: ask its operator for an account")]);
    }
    const request = await parseSecret(c, SignUpRequest);
    const email = normalEmail(request.email);
    // Counted before the hash: a flood of sign-ups from one address makes no hashes past its budget.
    const wait = await throttle.signUp(addressOf(c));
    if (wait > 0) return tooMany(c, "email", "Too many sign-ups from this address", wait);
    const account = await openAccount(services, {
      email,
      passwordHash: await hashPassword(request.password, cost, turn(c)),
      address: addressOf(c),
    });
    if (!account) {
      return errorResponse(c, 400, [
        apiError("wrongData", "email", "An account cannot be created with this email: if it is yours, sign in instead"),
      ]);
    }
    await startSession(c, account, "signed in");
    return c.json(me({ ...account, twoFactor: TWO_FACTOR_OFF, language: null }), 201);
  });

  /**
   * The operator's one-time link (password-links.ts): sets the password, ends every session of
   * the account (whoever had one is out), turns two-factor off when the link says so. The page
   * then signs in as usual. An unknown, used or expired link gets one answer.
   */
  app.post("/portal/api/set-password", async (c) => {
    const request = await parseSecret(c, SetPasswordRequest);
    const refused = () =>
      errorResponse(c, 400, [
        apiError("wrongData", "token", "This link does not work (used already, expired, or not whole): ask for a new one"),
      ]);
    const digest = digestOf(request.token);
    // A link that cannot work costs no hash; the spend below decides between two uses at once.
    if (!(await store.passwordLinkUsable(digest, now()))) return refused();
    const hash = await hashPassword(request.password, cost, turn(c));
    const account = await usePasswordLink(services, digest, hash, now(), (found) =>
      entry(c, found, "password set with the operator's link", { email: found.email }),
    );
    if (!account) return refused();
    return c.json({ email: account.email }, 200);
  });

  app.get("/portal/api/me", signedIn, (c) => c.json(me(c.var.portal.account)));

  app.post("/portal/api/sign-out", signedIn, async (c) => {
    const { session, account } = c.var.portal;
    await endSession(services, session.idDigest, now().toISOString(), entry(c, account, "signed out"));
    clearSessionCookie(c, policy);
    return c.body(null, 204);
  });

  app.post("/portal/api/sign-out-everywhere", signedIn, async (c) => {
    const { account } = c.var.portal;
    await endSessionsOf(services, account.id, now().toISOString(), (ended) =>
      entry(c, account, "signed out everywhere", { sessions: String(ended) }),
    );
    clearSessionCookie(c, policy);
    return c.body(null, 204);
  });

  /**
   * The password change: throttled like sign-in (the current password is a guess like any
   * other), and with two-factor on it asks for the code too, so a stolen session and a known
   * password cannot change it. Either way the session has then answered its step-up.
   */
  app.post("/portal/api/password", signedIn, async (c) => {
    const { session, account } = c.var.portal;
    const request = await parseSecret(c, ChangePasswordRequest);
    const address = addressOf(c);
    const twoFactor = account.twoFactor.secret !== null;
    if (twoFactor && request.code === undefined) {
      return errorResponse(c, 400, [
        apiError("wrongData", "code", "Enter the 6-digit code from your authenticator app, or a recovery code"),
      ]);
    }
    const wait = await throttle.guess(account.email, address);
    if (wait > 0) return tooMany(c, "currentPassword", "Too many wrong answers", wait);
    if (!(await check(c, account.email, request.currentPassword, account.passwordHash))) {
      await audit(entry(c, account, "password change refused"));
      return errorResponse(c, 400, [apiError("wrongData", "currentPassword", "The current password is not right")]);
    }
    if (twoFactor && (await checkSecondFactor(store, services.clock, account, request.code ?? "")) === null) {
      await audit(entry(c, account, "password change refused", { reason: "wrong code" }));
      return errorResponse(c, 400, [apiError("wrongData", "code", "That code is not right (or was used already)")]);
    }
    await throttle.right(account.email, address);
    const hash = await hashPassword(request.newPassword, cost, turn(c));
    // Every other session ends (whoever knew the old password is out), and this one is confirmed.
    await changePassword(services, account.id, hash, session.idDigest, entry(c, account, "password changed"));
    return c.body(null, 204);
  });

  const AuditQuery = z.object(PageQuery);
  app.get("/portal/api/audit", signedIn, async (c) => {
    const query = parseWith(AuditQuery, c.req.query(), "query");
    const request = pageRequest(query.page, query.perPage);
    const { items, total } = await store.listAudit(c.var.portal.account.clientId, request);
    const lines: AuditLine[] = items.map(({ at, action, address, detail }) => ({ at, action, address, detail }));
    return c.json(pageOf(lines, total, request));
  });

  /**
   * The step-up: the session proves its holder is still here (the code when two-factor is on,
   * since a password alone is the factor a thief is likeliest to have; else the password). A
   * wrong answer counts against the sign-in throttle, so the step-up is no side door for guessing.
   */
  app.post("/portal/api/confirm", signedIn, async (c) => {
    const { session, account } = c.var.portal;
    const request = await parseSecret(c, ConfirmRequest);
    const address = addressOf(c);
    const twoFactor = account.twoFactor.secret !== null;
    if (twoFactor && request.code === undefined) {
      return errorResponse(c, 400, [
        apiError("wrongData", "code", "Enter the 6-digit code from your authenticator app, or a recovery code"),
      ]);
    }
    if (!twoFactor && request.password === undefined)
      return errorResponse(c, 400, [apiError("wrongData", "password", "Enter your password")]);
    // Reserved before the check, as at sign-in: concurrent answers cannot all be checked.
    const wait = await throttle.guess(account.email, address);
    if (wait > 0) return tooMany(c, "confirmation", "Too many wrong answers", wait);
    const confirmed = twoFactor
      ? (await checkSecondFactor(store, services.clock, account, request.code ?? "")) !== null
      : await check(c, account.email, request.password ?? "", account.passwordHash);
    if (!confirmed) {
      await audit(entry(c, account, "confirmation refused"));
      const field = twoFactor ? "code" : "password";
      return errorResponse(c, 400, [
        apiError("wrongData", field, twoFactor ? "That code is not right (or was used already)" : "That password is not right"),
      ]);
    }
    await throttle.right(account.email, address);
    await confirmSession(services, session.idDigest, now().toISOString());
    return c.body(null, 204);
  });

  const stepUpMinutes = Math.round(policy.stepUpMs / 60_000);
  const requireRecentConfirmation: MiddlewareHandler = async (c, next) => {
    if (recentlyConfirmed(c.var.portal.session, now(), policy)) return next();
    const what = c.var.portal.account.twoFactor.secret !== null ? "your authenticator code" : "your password";
    return errorResponse(c, 403, [
      apiError(
        "wrongData",
        "confirmation",
        `This change needs ${what} entered within the last ${stepUpMinutes} minutes: confirm it, then repeat the change`,
      ),
    ]);
  };
  return {
    signedIn,
    requireRecentConfirmation,
    auditEntry: (c, action, detail = {}) => entry(c, c.var.portal.account, action, detail),
  };
}
