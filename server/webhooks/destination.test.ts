import { describe, expect, it } from "vitest";
import { addressProblem, classifyAddress, hostProblem, type Lookup } from "./destination.ts";

describe("classifyAddress", () => {
  it.each([
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["100.100.100.200", "metadata"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["2002:7f00:1::", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "private"],
    ["fdff::1", "private"],
    ["::ffff:10.0.0.1", "private"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["100.64.0.1", "shared"],
    ["100.127.255.254", "shared"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.254", "reserved"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.10", "reserved"],
    ["198.51.100.10", "reserved"],
    ["203.0.113.10", "reserved"],
    ["192.88.99.1", "reserved"],
    ["2001::1", "reserved"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"],
    ["2001:2::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["3fff::1", "reserved"],
    ["100::1", "reserved"],
    ["5f00::1", "reserved"],
    ["64:ff9b:1::a00:1", "private"],
    ["64:ff9b:1::5db8:d70e", "private"],
    ["64:ff9b:1::7f00:1", "loopback"],
    ["64:ff9b:1::a9fe:a9fe", "metadata"],
    ["64:ff9b::c612:1", "reserved"],
    ["64:ff9b::a00:1", "private"],
  ])("%s is %s", (ip, range) => {
    expect(classifyAddress(ip)).toBe(range);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "198.20.0.1",
    "2001:4860:4860::8888",
    "not an ip",
  ])("%s is public", (ip) => {
    expect(classifyAddress(ip)).toBeNull();
  });
});

describe("addressProblem", () => {
  it("refuses private ranges unless allowed, and names the rule", () => {
    expect(addressProblem("127.0.0.1", { allowPrivate: false })).toMatch(/loopback.*rule "loopback".*WEBHOOK_ALLOW_PRIVATE=1/);
    expect(addressProblem("127.0.0.1", { allowPrivate: true })).toBeNull();
    expect(addressProblem("10.0.0.1", { allowPrivate: true })).toBeNull();
  });

  it.each(["169.254.169.254", "fd00:ec2::254", "::ffff:169.254.169.254", "0.0.0.0", "224.0.0.1"])(
    "refuses %s even when private is allowed",
    (ip) => {
      expect(addressProblem(ip, { allowPrivate: true })).toMatch(/never go there \(rule "/);
    },
  );

  it("refuses local-use NAT64 outside sandbox mode, as a private address", () => {
    expect(addressProblem("64:ff9b:1::5db8:d70e", { allowPrivate: false })).toMatch(/rule "private"/);
    expect(addressProblem("64:ff9b:1::5db8:d70e", { allowPrivate: true })).toBeNull();
  });

  it("lets a public address through", () => {
    expect(addressProblem("93.184.215.14", { allowPrivate: false })).toBeNull();
  });
});

describe("hostProblem", () => {
  const lookup: Lookup = async (host) => {
    if (host === "inside.test")
      return [
        { address: "93.184.215.14", family: 4 },
        { address: "10.0.0.7", family: 4 },
      ];
    if (host === "public.test") return [{ address: "93.184.215.14", family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  };

  it("judges every address a name resolves to", async () => {
    expect(await hostProblem("inside.test", { allowPrivate: false }, lookup)).toMatch(
      /inside\.test resolves to 10\.0\.0\.7.*rule "private"/,
    );
    expect(await hostProblem("public.test", { allowPrivate: false }, lookup)).toBeNull();
  });

  it("judges a literal address without a lookup", async () => {
    expect(await hostProblem("[::1]", { allowPrivate: false }, lookup)).toMatch(/rule "loopback"/);
  });

  it("lets a name through whose lookup does not answer in time", async () => {
    const never: Lookup = () => new Promise(() => {});
    expect(await hostProblem("slow.test", { allowPrivate: false }, never, 10)).toBeNull();
  });

  it("lets an unresolvable name through (delivery checks again)", async () => {
    expect(await hostProblem("nowhere.test", { allowPrivate: false }, lookup)).toBeNull();
  });
});
