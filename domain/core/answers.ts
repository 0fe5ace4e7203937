// Reading gateway answers: a GatewayAnswered event carries `data` in the domain shape of its request's
// answer Schema (the gateway adapter decoded and translated it); features narrow it by request name.
import type { Answers, RequestName } from "../app/types"

/** The typed data of an answer event when it answers `name`, else undefined. */
export const answerOf = <K extends RequestName>(
  e: { readonly _tag: string; readonly name?: string; readonly data?: unknown },
  name: K,
): Answers<K> | undefined => (e._tag === "GatewayAnswered" && e.name === name ? (e.data as Answers<K>) : undefined)
