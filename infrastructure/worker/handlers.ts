// The service worker's own event handlers, over an injected scope (./sw.ts passes the real one, the unit
// tests a fake): a push is shown (./notify.ts), remembered as the last push and announced to the open
// windows; a click opens the right place — an open window of the app is focused and told the path (the
// app moves there itself, without a reload), otherwise a new window opens at it; messages from the page
// set the worker's texts or hand over a push of the local push path (reference gateway, no push
// service), which is shown exactly like a push event.
import type { WorkerFacts } from "./facts"
import { clickPath, notificationOf, pushFactsOf, textsOf, type NotificationSpec } from "./notify"

/** Message types between the page and the worker. */
export const MSG = {
  /** worker -> page: a push was shown ({at, title, kind}). */
  pushShown: "vidchat:push-shown",
  /** worker -> page: a notification was clicked; move to `path`. */
  open: "vidchat:open",
  /** page -> worker: the worker's texts in the member's language ({texts}). */
  texts: "vidchat:texts",
  /** page -> worker: a push of the local push path ({payload}: the FCM JSON). */
  localPush: "vidchat:push",
} as const

/** An open window of the site, as clients.matchAll returns it. */
export interface WindowLike {
  readonly url: string
  readonly focused?: boolean
  readonly visibilityState?: string
  readonly focus: () => Promise<unknown>
  readonly postMessage: (message: unknown) => void
}

/** What the handlers need from the worker's global scope. */
export interface WorkerScope {
  readonly origin: string
  readonly now: () => number
  readonly showNotification: (title: string, options: NotificationSpec["options"]) => Promise<void>
  /** Every window of this origin, controlled or not. */
  readonly windows: () => Promise<ReadonlyArray<WindowLike>>
  readonly openWindow: (path: string) => Promise<unknown>
  readonly facts: WorkerFacts
}

/** Windows of the app itself (not the trace inspector or a gateway page such as the payment stand-in). */
const appWindows = (all: ReadonlyArray<WindowLike>, origin: string): WindowLike[] =>
  all.filter((w) => {
    try {
      const u = new URL(w.url)
      return u.origin === origin && !/^\/(inspector|dev|facade|media|csp)(\/|$)/.test(u.pathname)
    } catch {
      return false
    }
  })

/** The handlers of one worker. */
export const makeHandlers = (scope: WorkerScope) => {
  /** Shows a push (FCM JSON object, JSON text, plain text or nothing); resolves when shown and announced. */
  const showPush = async (payload: unknown): Promise<void> => {
    const facts = pushFactsOf(payload)
    const at = scope.now()
    const n = notificationOf(facts, at, await scope.facts.texts(), scope.origin)
    await scope.showNotification(n.title, n.options)
    await scope.facts.setLastPush({ at, title: n.title })
    for (const w of appWindows(await scope.windows(), scope.origin)) w.postMessage({ type: MSG.pushShown, at, title: n.title, kind: facts.kind })
  }

  /** Opens where a clicked notification leads: the app's open window (focused, then told the path) or a new one. */
  const openFromNotification = async (data: unknown): Promise<void> => {
    const path = clickPath(data, scope.now(), scope.origin, (await scope.facts.texts()).prefix)
    const windows = appWindows(await scope.windows(), scope.origin)
    const own = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === "visible") ?? windows[0]
    if (!own) {
      await scope.openWindow(path)
      return
    }
    await own.focus().catch(() => undefined)
    own.postMessage({ type: MSG.open, path })
  }

  /** A message from a page; resolves when handled. Unknown messages are ignored. */
  const onMessage = async (data: unknown): Promise<void> => {
    const m = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {}
    if (m["type"] === MSG.texts) await scope.facts.setTexts(textsOf(m["texts"]))
    else if (m["type"] === MSG.localPush) await showPush(m["payload"])
  }

  return { showPush, openFromNotification, onMessage }
}

/** A push event's data as the payload {@link makeHandlers}' showPush takes: JSON when it parses, else text. */
export const payloadOf = (data: { readonly json: () => unknown; readonly text: () => string } | null | undefined): unknown => {
  if (!data) return null
  try {
    return data.json()
  } catch {
    return data.text()
  }
}
