// The /facade/api contract (account-access-shell.md §7) as data: each request name of the domain
// (RequestName) mapped once to its endpoint: method, path, whether it is public (unsigned, no token
// needed), body flags, the domain's parameter Schema and the Schema of the wire `data` of a code-200
// answer. The client adapter and the reference gateway both read this table, so the two cannot drift
// apart. It joins ./coreContract.ts (the endpoints at hand from the start, with the shared wires and
// codes) and ./memberContract.ts (the member-only areas, which the client loads on first use: issue 14).
import type { RequestName } from "../../domain/app/types"
import { CoreApi } from "./coreContract"
import type { Endpoint } from "./endpoint"
import { MemberApi } from "./memberContract"

export * from "./coreContract"

/** The contract table, keyed by the domain's request names (RequestName). */
export const Api = { ...CoreApi, ...MemberApi } as const satisfies { readonly [K in RequestName]: Endpoint }

/** The table maps exactly the domain's request names: no endpoint without a request (a compile-time check). */
export type ApiCoversExactlyTheRequests = [Exclude<keyof typeof Api, RequestName>] extends [never] ? true : never
const _exact: ApiCoversExactlyTheRequests = true
void _exact

/** Names of the endpoints in {@link Api}: the domain's request names. */
export type ApiName = keyof typeof Api
/** Parameters of endpoint `K` (before the common and signing fields are added). */
export type ApiParams<K extends ApiName> = (typeof Api)[K]["params"]["Type"]
/** Decoded `data` of a code-200 answer of endpoint `K`. */
export type ApiData<K extends ApiName> = (typeof Api)[K]["data"]["Type"]

