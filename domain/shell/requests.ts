// The gateway request of the shell: the a§4 compliance reminder (conform/remind) sent on the age gate.
import * as Schema from "effect/Schema"
import { request } from "../core/request"

const Num = Schema.Number

/** The shell's requests by name. */
export const ShellRequests = {
  conformRemind: request(Schema.Struct({ ip: Schema.String, countryId: Num, deviceType: Num, createTime: Num }), Schema.Unknown),
} as const
export type ShellRequestTable = typeof ShellRequests
