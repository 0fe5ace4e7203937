// Profile edit decisions (a§5): a save becomes ProfileSaveRequested with only what changed, or the rule
// it broke; a photo must be an image of at most 5 MB; a re-link needs a valid e-mail or phone that
// differs from the linked one, outside the 7-day lock. Signed out (or before own info is known for an
// edit), nothing is decided.
import type { AppState, Intent, NewEvent } from "../app/types"
import { imageRefusal } from "../core/upload"
import { isEmail, isPhoneNumber } from "../login/rules"
import { isSignedIn } from "../session/state"
import { isEmptyChange, profileChanges } from "./rules"

/** Events for profile intents; [] for intents of other features. */
export const decideProfile = (s: AppState, i: Intent, at: number): NewEvent[] => {
  if (!isSignedIn(s.session)) return []
  if (i._tag === "OpenProfileEditor") return [{ _tag: "ProfileEditorOpened", at }]
  const user = s.session.user
  if (user === null) return []
  const p = s.profile
  switch (i._tag) {
    case "SaveProfile": {
      if (p.saving !== null) return []
      const r = profileChanges(user, p, i, at)
      if ("problem" in r) return [{ _tag: "ProfileSaveRefused", at, problem: r.problem }]
      return isEmptyChange(r.changes) ? [] : [{ _tag: "ProfileSaveRequested", at, changes: r.changes }]
    }
    case "ChooseAvatar": {
      if (p.upload !== null) return []
      const refusal = imageRefusal(i.mime, i.size)
      if (refusal !== null) return [{ _tag: "AvatarRefused", at, reason: refusal }]
      return [{ _tag: "AvatarChosen", at, key: i.key, localUrl: i.localUrl, size: i.size }]
    }
    case "ChangeLinkedEmail": {
      if (p.linking !== null) return []
      const email = i.email.trim()
      const refuse = (problem: "emailFormat" | "locked" | "unchanged"): NewEvent[] => [{ _tag: "LinkChangeRefused", at, field: "email", problem }]
      if (!isEmail(email)) return refuse("emailFormat")
      if (email.toLowerCase() === (user.account?.email ?? "").toLowerCase()) return refuse("unchanged")
      if (at < (user.account?.emailLockedUntil ?? 0)) return refuse("locked")
      return [{ _tag: "LinkChangeRequested", at, field: "email", email }]
    }
    case "ChangeLinkedPhone": {
      if (p.linking !== null) return []
      const refuse = (problem: "phoneFormat" | "locked" | "unchanged"): NewEvent[] => [{ _tag: "LinkChangeRefused", at, field: "phone", problem }]
      if (!isPhoneNumber(i.countryCode, i.mobileNo)) return refuse("phoneFormat")
      const a = user.account
      if (a && a.phoneCountryCode === i.countryCode && a.phoneNumber === i.mobileNo) return refuse("unchanged")
      if (at < (a?.phoneLockedUntil ?? 0)) return refuse("locked")
      return [{ _tag: "LinkChangeRequested", at, field: "phone", countryCode: i.countryCode, mobileNo: i.mobileNo }]
    }
  }
  return []
}
