// The member-only areas of the /facade/api contract (m§7 calls, chat and gift/send, friends, album and
// report; a§7 first-time bonuses, push token, tracking) with their wire -> domain translators: in the
// member chunk (../member.ts, issue 14), loaded by the gateway client on a member's first such request,
// so a signed-out first visit does not fetch it. ./contract.ts joins it with ./coreContract.ts for the reference gateway.
import { AlbumApi, ReportApi } from "./albumContract"
import { CallApi } from "./callContract"
import { translateCall } from "./callTranslate"
import type { Endpoint } from "./endpoint"
import { FriendApi } from "./friendContract"
import { ImApi } from "./imContract"
import { translateIm } from "./imTranslate"
import { PushApi, translatePush } from "./pushContract"
import { translateSocial } from "./socialTranslate"

/** The member-only endpoints, keyed by the domain's request names. */
export const MemberApi = {
  // m§7 Call API (infrastructure/gateway/callContract.ts).
  ...CallApi,
  // m§7 Chat and gift/send (infrastructure/gateway/imContract.ts).
  ...ImApi,
  // m§7 friend endpoints (infrastructure/gateway/friendContract.ts).
  ...FriendApi,
  // m§7 album and report endpoints (infrastructure/gateway/albumContract.ts; their uploads: uploadContract.ts).
  ...AlbumApi,
  ...ReportApi,
  // a§7 first-time bonuses, push token, tracking (infrastructure/gateway/pushContract.ts).
  ...PushApi,
} as const satisfies { readonly [name: string]: Endpoint }

/** Names of the endpoints in {@link MemberApi}. */
export type MemberName = keyof typeof MemberApi

/** The domain shape of member endpoint `name`'s decoded data (unchanged where no translator maps it). */
export const translateMember = (name: MemberName, data: unknown): unknown => {
  for (const t of [translateCall, translateIm, translatePush, translateSocial]) {
    const mapped = t(name, data)
    if (mapped !== undefined) return mapped
  }
  return data
}
