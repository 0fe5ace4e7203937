// The stand-in identity provider page's script (/dev/idp, local mode): choose or create a test identity,
// get a one-use stand-in token and post it to the opener (own origin only), then close. Provider and
// state come from the body's data attributes (no inline script: the page runs under the strict CSP).
"use strict";
(() => {
  const provider = document.body.dataset.provider;
  const state = document.body.dataset.state;
  const out = document.getElementById("out");
  const tell = (msg) => {
    if (!window.opener) { out.textContent = "Open this page from the app's sign-in."; return; }
    window.opener.postMessage({ type: "vidchat:idp", provider, state, ...msg }, location.origin);
    window.close();
  };
  const post = async (url, body) => {
    const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const d = await r.json();
    if (!r.ok) throw new Error(d.msg || "Failed");
    return d;
  };
  const choose = async (identityId) => { const d = await post("/dev/idp/token", { identityId }); tell({ accessToken: d.accessToken }); };
  for (const b of document.querySelectorAll("button[data-identity]"))
    b.addEventListener("click", () => choose(Number(b.dataset.identity)).catch((e) => { out.textContent = e.message; }));
  document.getElementById("create").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    try {
      const d = await post("/dev/idp/identities", { provider, name: f.get("name"), email: f.get("email"), gender: Number(f.get("gender")), birthday: f.get("birthday") || "" });
      await choose(d.id);
    } catch (e) { out.textContent = e.message; }
  });
  document.getElementById("cancel").addEventListener("click", () => tell({ error: "access_denied" }));
})();
