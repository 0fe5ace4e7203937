// The host wall feature (a§2): group tabs, country filter, pages of hosts.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideWall } from "./decide"
import { WallEvents } from "./events"
import { evolveWall, wallEvolveOn } from "./evolve"
import { WallIntents } from "./intents"
import { reactWall } from "./react"
import { WallRequests, type WallRequestTable } from "./requests"
import { type WallState, initialWall } from "./state"

/** The wall feature. */
export const wall = {
  initial: { wall: initialWall },
  events: WallEvents,
  intents: WallIntents,
  requests: WallRequests,
  evolve: evolveWall,
  evolveOn: wallEvolveOn,
  decide: decideWall,
  react: reactWall,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly wall: WallState
  }
  interface Events {
    readonly wall: (typeof WallEvents)[number]["Type"]
  }
  interface Intents {
    readonly wall: (typeof WallIntents)[number]["Type"]
  }
  interface Requests extends WallRequestTable {}
}
