// The overlays feature (a§2, a§4): cookie and privacy banners, the register banner, download popup and banner, welcome notices.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideOverlays } from "./decide"
import { OverlayEvents } from "./events"
import { evolveOverlays, overlaysEvolveOn, overlaysAnswersOn } from "./evolve"
import { OverlayIntents } from "./intents"
import { reactOverlays } from "./react"
import { OverlayRequests, type OverlayRequestTable } from "./requests"
import { type OverlaysState, initialOverlays } from "./state"

/** The overlays feature. */
export const overlays = {
  initial: { overlays: initialOverlays },
  events: OverlayEvents,
  intents: OverlayIntents,
  requests: OverlayRequests,
  evolve: evolveOverlays,
  evolveOn: overlaysEvolveOn,
  answersOn: overlaysAnswersOn,
  decide: decideOverlays,
  react: reactOverlays,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly overlays: OverlaysState
  }
  interface Events {
    readonly overlays: (typeof OverlayEvents)[number]["Type"]
  }
  interface Intents {
    readonly overlays: (typeof OverlayIntents)[number]["Type"]
  }
  interface Requests extends OverlayRequestTable {}
}
