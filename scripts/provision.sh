#!/usr/bin/env bash
# `npm test`'s first step: the system packages the tests need (docs/testing.md).
# Quick when all is present (a few `command -v` and `dpkg-query` look-ups); otherwise installs
# the missing ones with apt when it can (root, non-interactive), or stops at once printing the
# one command that installs them.
set -euo pipefail

# Debian package -> what proves it is present.
#   chromium-headless-shell  the Playwright suite and the Chromium journeys (Debian's build:
#                       Playwright's own download cannot work on these machines); the browser
#                       without its window, whose pages open several times faster
#   chromium            the benchmarks and the docs' screenshots: the browser a payer runs
#   firefox-esr         Firefox journeys, over WebDriver BiDi (puppeteer-core)
#   webkit2gtk-driver   WebKit journeys: WebKitWebDriver + MiniBrowser (WebKitGTK)
#   xvfb                xvfb-run: MiniBrowser has no working headless mode
#   fonts-noto-core     Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari (Noto Sans *)
#   fonts-noto-cjk      Chinese, Japanese, Korean (Noto Sans CJK)
#   postgresql          the multi-process tests' throwaway cluster (initdb, pg_ctl)
#   openssl             the mail tests' SMTP server's certificate for STARTTLS (test/support/smtp.ts)
missing=()
need_cmd() { command -v "$2" >/dev/null 2>&1 || missing+=("$1"); }
need_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" || missing+=("$1"); }
need_pg() { compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=("postgresql"); }

need_cmd chromium-headless-shell chromium-headless-shell
need_cmd chromium chromium
need_cmd firefox-esr firefox-esr
need_cmd webkit2gtk-driver WebKitWebDriver
need_cmd xvfb xvfb-run
need_pkg fonts-noto-core
need_pkg fonts-noto-cjk
need_pg
need_cmd openssl openssl

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "provision: installing ${missing[*]} (apt, once)" >&2
  apt-get update -qq >/dev/null
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/provision-apt.log 2>&1; then
    fc-cache -f >/dev/null 2>&1 || true
    exit 0
  fi
  echo "provision: apt-get could not install ${missing[*]} (log: /tmp/provision-apt.log)" >&2
fi
echo "The tests need system packages this machine lacks: ${missing[*]}" >&2
echo "Install them with:" >&2
echo "  sudo sh -c '$command'" >&2
exit 1
