// The demo shop's page script: prints what the embedded checkout tells this page, and mounts
// the checkout with CryptoCheckout.mount() where the page asks for that (data-mount-link).
// Served as a file (the shop's CSP allows no inline script), and written without innerHTML
// (the shop enforces Trusted Types).
"use strict";

(function () {
  var log = document.getElementById("log");

  /** One line per event, with machine-readable data-* for the end-to-end tests. */
  function print(via, type, detail) {
    if (!log) return;
    var item = document.createElement("li");
    item.dataset.via = via;
    item.dataset.type = type;
    if (detail && detail.orderId) item.dataset.orderId = detail.orderId;
    if (detail && detail.status) item.dataset.status = detail.status;
    var time = new Date().toLocaleTimeString();
    var what = detail ? detail.message || [detail.orderId, detail.status].filter(Boolean).join(" · ") : "";
    item.textContent = time + "  " + type + (what ? "  " + what : "");
    log.append(item);
  }

  // The events bubble from each mount element, so one listener on document hears them all.
  ["ready", "status", "completed", "error"].forEach(function (type) {
    document.addEventListener("crypto-checkout:" + type, function (event) {
      print("event", "crypto-checkout:" + type, event.detail);
    });
  });

  if (typeof window.CryptoCheckout === "undefined") {
    if (document.querySelector("[data-crypto-checkout], [data-mount-link]")) print("page", "embed.js did not load", null);
    return;
  }

  document.querySelectorAll("[data-mount-link]").forEach(function (element) {
    window.CryptoCheckout.mount(element, {
      paymentLink: element.getAttribute("data-mount-link"),
      onReady: function (detail) {
        print("callback", "onReady", detail);
      },
      onStatus: function (detail) {
        print("callback", "onStatus", detail);
      },
      onComplete: function (detail) {
        print("callback", "onComplete", detail);
      },
    });
  });
})();
