// The app's types, derived from the feature registry only (never from a feature folder): the state,
// events, intents, commands and gateway requests, and the shape of a feature value. Features import
// these; the kernel (./kernel.ts) folds the list of feature values (./features.ts).
import type * as Schema from "effect/Schema"
import type { Draft } from "immer"
import type { Commands, Events, Intents, Requests, Slices } from "./registry"

/** The application state: one slice per feature (Slices of the registry). */
export type AppState = Slices

/** Every event of the app: the union of the features' events (all carry `seq` and `at`). */
export type AppEvent = Events[keyof Events]

/** An event before the store numbered it. */
export type NewEvent = AppEvent extends infer E ? (E extends unknown ? Omit<E, "seq"> : never) : never

/** Every intent of the app. */
export type Intent = Intents[keyof Intents]

/** Every command of the app. */
export type Cmd = Commands[keyof Commands]

/** The name of a gateway request (a§7, m§7), e.g. "emailLogin". */
export type RequestName = keyof Requests & string

type SpecOf<K extends RequestName> = Requests[K] extends { readonly params: Schema.Top; readonly answer: Schema.Top } ? Requests[K] : never

/** The parameters of request `K` (wire names), before the common and signing fields are added. */
export type RequestParams<K extends RequestName> = SpecOf<K>["params"]["Type"]

/** The domain shape of a code-200 answer's data of request `K`. */
export type Answers<K extends RequestName> = SpecOf<K>["answer"]["Type"]

/** A feature reducer: mutates its own slice of the immer draft; total over all events. */
export type Recipe = (d: Draft<AppState>, e: AppEvent) => void

/** A feature decider: (state, intent, at epoch ms) -> events; [] for intents of other features. */
export type Decider = (s: AppState, i: Intent, at: number) => ReadonlyArray<NewEvent>

/** A feature reactor: (state after the event, event) -> commands. */
export type Reactor = (s: AppState, e: AppEvent) => ReadonlyArray<Cmd>

/**
 * One feature value (each feature folder's index.ts exports one): the initial value of the slices it
 * owns, the Schemas of its events, intents and commands, its gateway requests, and its recipe,
 * decider and reactor. Every part is optional.
 */
export interface Feature {
  readonly initial?: { readonly [K in keyof AppState]?: AppState[K] }
  readonly events?: ReadonlyArray<Schema.Top>
  readonly intents?: ReadonlyArray<Schema.Top>
  readonly commands?: ReadonlyArray<Schema.Top>
  readonly requests?: { readonly [name: string]: { readonly params: Schema.Top; readonly answer: Schema.Top } }
  readonly evolve?: Recipe
  /**
   * The events the recipe can change the state for (its `case`s, and what its other checks look at);
   * the kernel calls it for no other event. Without it the recipe sees every event, as it must when it
   * acts on what the event did to other slices (the calls phase, the session, ...) whatever its type.
   * spec/unit/evolveOn.test.ts checks each list against the recipe's source and its behaviour.
   */
  readonly evolveOn?: ReadonlyArray<AppEvent["_tag"]>
  /**
   * The gateway answers (GatewayAnswered, by request name) the recipe can change the state for; the
   * kernel calls it for no other answer. Without it the recipe sees every answer, as it must when it
   * acts on what an answer did to other slices (the connection back, the calls phase, ...). A recipe
   * that follows the session lists SESSION_ANSWERS (domain/session/answers.ts). Issue 14: a third of a
   * replay's events are answers, and most recipes read two or three of the ~150 requests.
   * spec/unit/evolveOn.test.ts checks each list against the recipe's source and its behaviour.
   */
  readonly answersOn?: ReadonlyArray<RequestName>
  readonly decide?: Decider
  readonly react?: Reactor
}
