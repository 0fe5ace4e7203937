// The coin shop feature (a§2 /shop, /coin): packages, the payment frame, confirmed payments.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideShop } from "./decide"
import { ShopEvents } from "./events"
import { evolveShop } from "./evolve"
import { ShopIntents } from "./intents"
import { reactShop } from "./react"
import { ShopRequests, type ShopRequestTable } from "./requests"
import { type ShopState, initialShop } from "./state"

/** The shop feature. */
export const shop = {
  initial: { shop: initialShop },
  events: ShopEvents,
  intents: ShopIntents,
  requests: ShopRequests,
  evolve: evolveShop,
  decide: decideShop,
  react: reactShop,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly shop: ShopState
  }
  interface Events {
    readonly shop: (typeof ShopEvents)[number]["Type"]
  }
  interface Intents {
    readonly shop: (typeof ShopIntents)[number]["Type"]
  }
  interface Requests extends ShopRequestTable {}
}
