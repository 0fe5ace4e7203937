// Reads of web push for views (a§4, a§9): the invitation with the coins it offers (the service's amount,
// the default gift value 200 until it answers, none once given).
import type { AppState } from "../app/types"
import { PUSH_DEFAULT_GIFT } from "../constants"
import { isSignedIn } from "../session/state"

/** The invitation on screen, or null. coins: first-time coins offered (0 = none); img: picture or "". */
export interface PushInvitationView {
  readonly coins: number
  readonly img: string
}

let last: { bonus: AppState["push"]["bonus"]; view: PushInvitationView } | null = null

/** a§4: the web-push invitation while it is on screen (signed in), same object while unchanged. */
export const selectPushInvitation = (s: AppState): PushInvitationView | null => {
  if (!s.push.invitation || !isSignedIn(s.session)) return null
  const b = s.push.bonus
  if (last === null || last.bonus !== b) {
    last = { bonus: b, view: { coins: b === null ? PUSH_DEFAULT_GIFT : b.claimed ? 0 : b.coins, img: b?.img ?? "" } }
  }
  return last.view
}
