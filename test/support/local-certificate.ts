// A self-signed certificate for the loopback names, for the tests' TLS servers (an SMTP server
// with STARTTLS, a node over https): made by openssl, never kept in the repository.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let certificate: { key: string; cert: string } | null = null;
/**
 * A fresh self-signed certificate for localhost and 127.0.0.1, made once per test process with
 * openssl (smtp-server's bundled one has expired, and a client rightly refuses it; a node over TLS needs
 * one too).
 */
export function localCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), "local-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    certificate = { key: readFileSync(join(dir, "key.pem"), "utf8"), cert: readFileSync(join(dir, "cert.pem"), "utf8") };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
