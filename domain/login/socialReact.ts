// Commands of the social way (a§2 step 1, a§4, a§7): open the provider's sign-in, send its token to
// login/token (loginType per provider, the network's countryId), and complete a 10042 profile with
// complementInfo. As elsewhere in the login flow, a step runs exactly when `pending` is this event's seq.
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { SOCIAL_LOGIN_TYPE } from "../constants"
import { attributionParams } from "../session/attribution"

/** Commands of social-way events, or null when `e` is not one. */
export const reactSocial = (s: AppState, e: AppEvent): Cmd[] | null => {
  switch (e._tag) {
    case "SocialWayChosen":
      return s.login.pending === e.seq ? [{ _tag: "StartSocialAuth", requestId: e.seq, provider: e.provider }] : []
    case "SocialAuthSucceeded":
      // a§7: pushToken is sent when web push has one (not yet: web push is not built).
      return s.login.pending === e.seq
        ? [
            call(s, e.seq, "loginToken", {
              accessToken: e.accessToken,
              loginType: SOCIAL_LOGIN_TYPE[e.provider],
              ...(s.session.networkCountryId !== null ? { countryId: s.session.networkCountryId } : {}),
              // a§3: this call may register a new member, so it carries the ad attribution.
              ...attributionParams(s),
            }),
          ]
        : []
    case "SocialAuthFailed":
      return []
    case "SupplyInfoSubmitted":
      if (s.supply.pending !== e.seq || s.supply.via !== "social") return null
      return [call(s, e.seq, "complementInfo", { complementInfoKey: s.supply.complementKey, nickname: e.nickname, gender: e.gender, birthday: e.birthday, ...attributionParams(s) })]
  }
  return null
}
