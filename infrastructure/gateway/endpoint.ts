// What one endpoint of the /facade/api contract is (account-access-shell.md §7): method, path, whether it
// is public (unsigned, no token needed), flags for the body, the parameter Schema (the domain's own, from
// the request it implements) and the Schema of the wire `data` of a code-200 answer. The contract table
// (./contract.ts) and its per-area parts (./callContract.ts, ...) declare their endpoints with `route`.
import type * as Schema from "effect/Schema"
import type { RequestSpec } from "../../domain/core/request"
import type { Route } from "./request"

export type { Method } from "./request"

/** One endpoint of the contract: how it travels (a {@link Route}), its params and its answer's data. */
export interface Endpoint<P extends Schema.Top = Schema.Top, D extends Schema.Top = Schema.Top> extends Route {
  /** Params the client sends hashed: SHA-256, hex, upper-case (§7 phone password "hashed and upper-cased"). */
  readonly hashed?: ReadonlyArray<string>
  readonly params: P
  readonly data: D
}

/** The endpoint of a domain request: its parameters come from the request, the rest is the wire's. */
export const route = <P extends Schema.Top, A extends Schema.Top, D extends Schema.Top>(
  request: RequestSpec<P, A>,
  wire: Omit<Endpoint<P, D>, "params">,
): Endpoint<P, D> => ({ ...wire, params: request.params })
