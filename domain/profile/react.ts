// Profile edit effects: opening the editor refreshes own info and fetches missing lists; a save, a
// submitted photo and a re-link go to /user/update and, once answered, own info is read again; a
// photo upload starts through the Uploads port; while a photo is under review (a§8) and the page is
// open, own info is checked every AVATAR_REVIEW_POLL_MS.
import { answerOf } from "../core/answers"
import { call, callerOf } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { AVATAR_REVIEW_POLL_MS } from "../constants"
import type { ProfileChanges } from "./events"
import { AVATAR_REVIEW_TIMER } from "./state"

/** The /user/update body of a save (wire names of a§7). */
const updateParams = (c: ProfileChanges) => ({
  ...(c.userName !== undefined ? { userName: c.userName } : {}),
  ...(c.birthday !== undefined ? { birthday: c.birthday } : {}),
  ...(c.gender !== undefined ? { gender: c.gender } : {}),
  ...(c.languages !== undefined ? { languageLabels: [...c.languages] } : {}),
  ...(c.interests !== undefined ? { interestLabels: [...c.interests] } : {}),
})

const ownInfo = (s: AppState, seq: number): Cmd => call(s, seq, "getUserInfo", { searchUserId: Number(s.session.userId) })

/** Commands for profile events. */
export const reactProfile = (s: AppState, e: AppEvent): Cmd[] => {
  const p = s.profile
  switch (e._tag) {
    case "ProfileEditorOpened":
      return [
        ownInfo(s, e.seq),
        ...(p.listRequest === e.seq ? [call(s, e.seq, "interestList", {}), call(s, e.seq, "languageList", {})] : []),
      ]
    case "ProfileSaveRequested":
      return [call(s, e.seq, "updateProfile", updateParams(e.changes))]
    case "AvatarChosen":
      return [{ _tag: "UploadFile", key: e.key, localUrl: e.localUrl, caller: callerOf(s) }]
    case "UploadFinished":
      return p.avatarSaving === e.seq ? [call(s, e.seq, "updateProfile", { headImg: e.url })] : []
    case "LinkChangeRequested":
      return [
        call(s, e.seq, "updateProfile", e.field === "email" ? { email: e.email ?? "" } : { countryCode: e.countryCode ?? "", mobileNo: e.mobileNo ?? "" }),
      ]
    case "GatewayAnswered": {
      if (e.name === "updateProfile") return [ownInfo(s, e.seq)]
      const info = answerOf(e, "getUserInfo")
      const reviewing = info && String(info.id) === s.session.userId && info.account?.avatarReview === "reviewing"
      return reviewing && s.shell.route.name === "EditProfile" ? [{ _tag: "StartTimer", key: AVATAR_REVIEW_TIMER, ms: AVATAR_REVIEW_POLL_MS }] : []
    }
    case "TimerElapsed":
      return e.key === AVATAR_REVIEW_TIMER && s.shell.route.name === "EditProfile" && s.session.token !== "" ? [ownInfo(s, e.seq)] : []
  }
  return []
}
