// How a feature declares a gateway request it sends (a§7, m§7): the Schema of its parameters (wire names,
// as the service spells them) and the Schema of a code-200 answer's data in domain shape. The gateway
// adapter maps each request name once to its method, path and wire data (its contract table).
import type * as Schema from "effect/Schema"

/** One request of a feature: `params` it sends, `answer` the domain shape of the answer's data. */
export interface RequestSpec<P extends Schema.Top = Schema.Top, A extends Schema.Top = Schema.Top> {
  readonly params: P
  readonly answer: A
}

/** Declares a request: `request(Schema.Struct({ email: Schema.String }), Schema.Struct({ userId: Schema.Number }))`. */
export const request = <P extends Schema.Top, A extends Schema.Top>(params: P, answer: A): RequestSpec<P, A> => ({ params, answer })
