// Composition root of trace mode (`?trace=<url>`, a chunk of its own): the one file of ui/app/trace that
// reaches infrastructure. It hands the replay the log format (infrastructure/log/trace.ts: parsing,
// redacted-image pseudonyms) and view services that run nothing: no call media, no payment listener.
// Nothing of the live app (store, ports, IndexedDB log) is imported here.
import { loadConfig, socialEnabled } from "../../../infrastructure/config"
import { applyHeadMeta } from "../../../infrastructure/browser/head"
import { paymentFrameUrl } from "../../../infrastructure/browser/payment"
import type { ViewServices } from "../services"

export { NO_HEADER, parseTrace, redactedImageNumber, type Trace } from "../../../infrastructure/log/trace"

/** The view services of a read-only replay: the configured links and sign-in ways, the head; nothing that acts. */
export const replayServices = (): ViewServices => {
  const config = loadConfig()
  return {
    downloadLinks: { android: config.androidAppUrl, ios: config.iosAppUrl },
    socialSignIn: { google: socialEnabled(config, "google"), facebook: socialEnabled(config, "facebook") },
    payment: {
      frameUrl: (q) => paymentFrameUrl(config.paymentUrl, location.href, q),
      listen: () => () => {},
    },
    applyHeadMeta: (meta) => applyHeadMeta(document, meta),
    callMedia: null,
  }
}
