// The security settings of `npm start` (README, "Security"), read from the environment in one
// place so that each has one name, one default and one error message.

export interface SecuritySettings {
  /** SANDBOX (default 1): the relaxations local development needs; see AppConfig.sandbox. */
  sandbox: boolean;
  /** WEBHOOK_ALLOW_PRIVATE (default: SANDBOX): callbacks to loopback and private addresses. */
  webhookAllowPrivate: boolean;
}

type Env = Record<string, string | undefined>;

/** "1"/"true"/"yes" or "0"/"false"/"no"; unset or empty is the fallback; anything else is an error. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === "") return fallback;
  if (["1", "true", "yes"].includes(text)) return true;
  if (["0", "false", "no"].includes(text)) return false;
  throw new Error(`${name}=${env[name]} is not a switch: use ${name}=1 or ${name}=0`);
}

export function readSecuritySettings(env: Env): SecuritySettings {
  const sandbox = flag(env, "SANDBOX", true);
  return {
    sandbox,
    webhookAllowPrivate: flag(env, "WEBHOOK_ALLOW_PRIVATE", sandbox),
  };
}
