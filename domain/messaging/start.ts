// The messaging feature's startup part (issue 14; listed right before `messaging` in domain/app/order.ts):
// its initial slice and what every page does, a visitor's too: at AppStarted a fresh slice with the coin
// banner's stored closing time, the sound preload timer and the banner's re-show timer; at the sound
// timer, the preload. The rest of the feature (ownership, conversations, sending...) needs a member.
import { castDraft } from "immer"
import type { Feature, Recipe } from "../app/types"
import { COIN_BANNER_RESHOW_MS } from "../constants"
import { template } from "../core/template"
import { COIN_BANNER_KEY, initialMessaging, type MessagingState } from "./state"
import { reactStartMessaging } from "./startReact"

/** Unfrozen twins of the initial slice and its nested records, to spread (../core/template.ts). */
const initial = { slice: template(initialMessaging), panel: template(initialMessaging.panel), coinBanner: template(initialMessaging.coinBanner), realtime: template(initialMessaging.realtime), pending: template(initialMessaging.pending) }

/** A fresh messaging slice (new records throughout, so a recipe may change it in place). */
export const freshMessaging = (): MessagingState => ({
  ...initial.slice,
  panel: { ...initial.panel },
  conversations: {},
  messages: {},
  history: {},
  outbox: {},
  uploads: {},
  coinBanner: { ...initial.coinBanner },
  realtime: { ...initial.realtime },
  pending: { ...initial.pending, details: {}, sends: {}, profiles: {} },
  requests: { accepting: {}, dismissed: [] },
})

/** AppStarted: a fresh slice; the coin banner hidden for 24 h after it was closed (m§2, stored closing time). */
export const startMessaging: Recipe = (d, e) => {
  if (e._tag !== "AppStarted") return
  const closedAt = Number(e.stored[COIN_BANNER_KEY] ?? "")
  const m = castDraft(freshMessaging())
  if (Number.isFinite(closedAt) && closedAt > 0) m.coinBanner = { visible: e.at - closedAt >= COIN_BANNER_RESHOW_MS, closedAt }
  d.messaging = m
}

/** The startup part of messaging: `{ initial, evolve on AppStarted, react }`. */
export const messagingStart = {
  initial: { messaging: initialMessaging },
  evolve: startMessaging,
  evolveOn: ["AppStarted"],
  react: reactStartMessaging,
} as const satisfies Feature
