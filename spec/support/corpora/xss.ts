// XSS payloads written for the hostile-strings e2e test (issue 15): every one that could run code
// sets the canary `window.__pwned` or calls alert/confirm/prompt, so a test sees any execution (a
// window check in every frame, a dialog listener on every page). `short` ones fit a 30-character name.

/** One payload: a stable id (for messages), the text, and what it tries. */
export interface XssPayload {
  readonly id: string
  readonly text: string
  readonly tries: string
}

/** The payloads, from plain tags to parser tricks. */
export const XSS_PAYLOADS: ReadonlyArray<XssPayload> = [
  { id: "img-onerror", text: `<img src=x onerror="window.__pwned='img-onerror'">`, tries: "img onerror" },
  { id: "script", text: `<script>window.__pwned='script'</script>`, tries: "script tag" },
  { id: "script-src", text: `<script src="data:text/javascript,window.__pwned='script-src'"></script>`, tries: "script tag with a data: source" },
  { id: "svg-onload", text: `<svg onload="window.__pwned='svg-onload'"><circle r=4 /></svg>`, tries: "svg onload" },
  { id: "svg-script", text: `<svg><script>window.__pwned='svg-script'</script></svg>`, tries: "script inside svg" },
  { id: "js-link", text: `<a href="javascript:window.__pwned='js-link'">open me</a>`, tries: "javascript: URL in a link" },
  { id: "js-bare", text: `javascript:alert('js-bare')`, tries: "bare javascript: URL (linkified?)" },
  { id: "iframe-srcdoc", text: `<iframe srcdoc="<script>parent.__pwned='srcdoc'</script>"></iframe>`, tries: "iframe srcdoc" },
  { id: "iframe-js", text: `<iframe src="javascript:parent.__pwned='iframe-js'"></iframe>`, tries: "iframe javascript: src" },
  { id: "body-onload", text: `<body onload=alert('body-onload')>`, tries: "event-handler attribute on body" },
  { id: "autofocus", text: `<input autofocus onfocus="alert('autofocus')">`, tries: "autofocus + onfocus" },
  { id: "details", text: `<details open ontoggle="window.__pwned='details'">`, tries: "ontoggle on open details" },
  { id: "mouseover", text: `<div onmouseover="alert('hover')" style="position:fixed;inset:0">cover</div>`, tries: "full-screen hover handler" },
  { id: "angular", text: `{{constructor.constructor('window.__pwned="angular"')()}}`, tries: "template injection (AngularJS)" },
  { id: "template-literal", text: "${alert('template')}", tries: "template injection (JS template literal)" },
  { id: "i18n-param", text: "{name} {0} %s {{count}} $x $$ $&", tries: "format placeholders in user text" },
  { id: "css-expression", text: `<div style="width: expression(alert('css-expression'))">css</div>`, tries: "CSS expression()" },
  { id: "css-import", text: `<style>@import 'javascript:alert("css-import")';body{background:url("javascript:alert('bg')")}</style>`, tries: "style tag with javascript: URLs" },
  { id: "data-url", text: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YScpPC9zY3JpcHQ+">data</a>`, tries: "data: URL link" },
  { id: "object-data", text: `<object data="data:text/html,<script>alert('object')</script>"></object>`, tries: "object with a data: document" },
  { id: "meta-refresh", text: `<meta http-equiv="refresh" content="0;url=javascript:alert('meta')">`, tries: "meta refresh to javascript:" },
  { id: "base-href", text: `<base href="javascript:alert('base')//">`, tries: "base href" },
  { id: "attr-breakout", text: `"><img src=x onerror="window.__pwned='attr-breakout'">`, tries: "attribute breakout, double quote" },
  { id: "attr-breakout-single", text: `'><svg/onload=window.__pwned='attr-single'>`, tries: "attribute breakout, single quote" },
  { id: "textarea-breakout", text: `</textarea><script>alert('textarea')</script>`, tries: "closing a textarea" },
  { id: "title-breakout", text: `</title><script>alert('title')</script>`, tries: "closing the title" },
  { id: "unicode-escaped", text: `\\u003cimg src=x onerror=alert('u-esc')\\u003e`, tries: "unicode-escaped tag, as typed" },
  { id: "fullwidth", text: `＜script＞alert('fullwidth')＜/script＞`, tries: "full-width angle brackets" },
  { id: "entities", text: `&lt;img src=x onerror=&#x61;lert('entities')&gt;`, tries: "HTML entities" },
  { id: "percent", text: `%3Cscript%3Ealert('percent')%3C%2Fscript%3E`, tries: "percent-encoded tag" },
  { id: "nested", text: `<scr<script>ipt>alert('nested')</scr</script>ipt>`, tries: "nested tag filter evasion" },
  { id: "mxss", text: `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned='mxss'">`, tries: "mutation XSS" },
  { id: "backtick", text: "<img src=`x` onerror=`alert('backtick')`>", tries: "backtick attribute quoting" },
  { id: "proto", text: `__proto__ constructor prototype {"__proto__":{"isAdmin":true}}`, tries: "prototype pollution keys" },
]

/** Short payloads (at most 30 characters) for names and notes; the markup-keyword ones get asterisks (a§5). */
export const SHORT_PAYLOADS: ReadonlyArray<string> = [
  `<script>__pwned=1</script>`,
  `<img src=x onerror=alert(1)>`,
  `"><iframe onload=alert(2)>`,
  `<a href=javascript:alert(3)>`,
  `<svg onload=alert(4)>`,
  `{{7*7}} \${alert(5)}`,
]
