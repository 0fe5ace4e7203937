// The startup features (issue 14): every feature of the fold order (./order.ts) but the member ones,
// whose startup parts (their initial slices, what calls, messaging and friends do at AppStarted, and
// login's opening and closing of its popup) stand in for them. A visitor's page folds these (./startupKernel.ts) and loads the member features
// (./features.ts, ./kernel.ts) when it first needs them. Imports no member feature's Schemas or recipes.
import { initialAlbum } from "../album/state"
import { appShell } from "../appshell"
import { initialBlocked } from "../blocked/state"
import { callsStart } from "../calls/start"
import { connectivity } from "../connectivity"
import { core } from "../core"
import { tagOf } from "../core/schema"
import { friendsStart } from "../friends/start"
import { initialGifts } from "../gifts/state"
import { install } from "../install"
import { loginStart } from "../login/start"
import { messagingStart } from "../messaging/start"
import { overlays } from "../overlays"
import { presence } from "../presence"
import { initialProfile } from "../profile/state"
import { push } from "../push"
import { pushCheck } from "../pushcheck"
import { initialReport } from "../report/state"
import { session } from "../session"
import { shell } from "../shell"
import { initialShop } from "../shop/state"
import { wall } from "../wall"
import { STARTUP_ORDER, type StartupFeatureName } from "./order"
import type { Feature } from "./types"

/** The startup features by name (member features: their startup part, `<name>Start`). */
export const startupParts = {
  core,
  connectivity,
  session,
  callsStart,
  presence,
  giftsStart: { initial: { gifts: initialGifts } },
  shell,
  loginStart,
  wall,
  overlays,
  messagingStart,
  shopStart: { initial: { shop: initialShop } },
  push,
  pushCheck,
  install,
  profileStart: { initial: { profile: initialProfile } },
  blockedStart: { initial: { blocked: initialBlocked } },
  friendsStart,
  albumStart: { initial: { album: initialAlbum } },
  reportStart: { initial: { report: initialReport } },
  appShell,
} as const satisfies { readonly [N in StartupFeatureName]: Feature }

/** The startup features, in fold order (./order.ts). */
export const startupFeatures: ReadonlyArray<(typeof startupParts)[StartupFeatureName]> = STARTUP_ORDER.map((n) => startupParts[n])

const listed = (part: "events" | "intents"): ReadonlySet<string> =>
  new Set(startupFeatures.flatMap((f) => (part in f ? ((f as Feature)[part] ?? []).map(tagOf) : [])))

/** The tags of the events the startup features declare. */
export const STARTUP_EVENTS: ReadonlySet<string> = listed("events")
/** The tags of the intents the startup features declare. */
export const STARTUP_INTENTS: ReadonlySet<string> = listed("intents")
/** The gateway requests the startup features declare (their answers and failures are theirs). */
export const STARTUP_REQUESTS: ReadonlySet<string> = new Set(startupFeatures.flatMap((f) => ("requests" in f ? Object.keys(f.requests) : [])))
