// The social way of a§2 step 1 (Google, Facebook) as reducer pieces: waiting for the provider's sign-in
// (`pending` = the SocialWayChosen seq, `provider` set), then for login/token; a provider failure returns
// to step 1 with a message; the sign-in answers of login/token and complementInfo close the popups.
import type { Draft } from "immer"
import { dialog, toast } from "../shell/notices"
import type { AppEvent, AppState } from "../app/types"
import type { NoticeKey } from "../shell/state"
import type { SocialAuthFailure } from "./events"
import { closeLogin } from "./start"
import { closeSupply } from "./steps"

type Social = Extract<AppEvent, { _tag: "SocialWayChosen" | "SocialAuthSucceeded" | "SocialAuthFailed" }>
type Answered = Extract<AppEvent, { _tag: "GatewayAnswered" }>

/** Endpoints of the social way whose answers sign in (a§7). */
export const SOCIAL_ENDPOINTS: ReadonlySet<string> = new Set(["loginToken", "complementInfo"])

/** The message of each provider failure: blocked and unavailable need the person to act (dialog). */
const FAILURE_NOTICE: Readonly<Record<SocialAuthFailure, { readonly key: NoticeKey; readonly dialog: boolean }>> = {
  blocked: { key: "socialBlocked", dialog: true },
  unavailable: { key: "socialUnavailable", dialog: true },
  closed: { key: "socialClosed", dialog: false },
  denied: { key: "socialDenied", dialog: false },
  invalid: { key: "socialInvalid", dialog: false },
}

/** The social events' recipe. */
export const evolveSocialWay = (d: Draft<AppState>, e: Social): void => {
  const l = d.login
  switch (e._tag) {
    case "SocialWayChosen":
      l.pending = e.seq
      l.provider = e.provider
      l.problem = null
      return
    case "SocialAuthSucceeded":
      // Only the sign-in the popup waits for goes on to login/token; a late one (popup closed, other way chosen) is dropped.
      if (!l.open || e.requestId !== l.pending || e.provider !== l.provider) return
      l.pending = e.seq
      return
    case "SocialAuthFailed": {
      if (!l.open || e.requestId !== l.pending || e.provider !== l.provider) return
      l.pending = null
      l.provider = null
      l.step = 1
      const notice = FAILURE_NOTICE[e.reason]
      return notice.dialog ? dialog(d, e, notice.key) : toast(d, e, notice.key)
    }
  }
}

/** Sign-in answers of login/token and complementInfo; true when `e` was one. */
export const socialAnswered = (d: Draft<AppState>, e: Answered): boolean => {
  if (!SOCIAL_ENDPOINTS.has(e.name)) return false
  if (e.requestId === d.login.pending || e.requestId === d.supply.pending) {
    closeLogin(d)
    closeSupply(d)
  }
  return true
}
