// The payment stand-in page's script (/dev/pay, local mode): "pays" a package at once and tells the app
// (its parent frame, same origin only). The member id comes from the body's data attribute (no inline
// script: the page runs under the strict CSP).
"use strict";
(() => {
  const userId = document.body.dataset.userId;
  const out = document.getElementById("out");
  for (const b of document.querySelectorAll("button[data-package]"))
    b.addEventListener("click", async () => {
      b.disabled = true;
      const r = await fetch("/dev/pay/complete", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userId, packageId: Number(b.dataset.package) }) });
      const d = await r.json();
      if (!r.ok) { out.textContent = d.msg || "Payment failed"; b.disabled = false; return; }
      out.textContent = "Paid";
      parent.postMessage({ type: "vidchat:payment", status: "success", orderId: d.orderId, gold: d.gold }, location.origin);
    });
})();
