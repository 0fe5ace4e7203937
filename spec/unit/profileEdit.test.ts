// Profile edit (a§2 EditProfile, a§5 rules, a§7 user/update, a§8 codes and photo states) as
// given/when/then: what a save sends and which rule stops it, the photo upload through the Uploads
// port then its review, and the re-link of the e-mail or phone with the 7-day lock.
import { describe, expect, it } from "vitest"
import type { UserProfile } from "../../domain/session/answers"
import { I } from "../../domain/app/intents"
import type { OwnAccount } from "../../domain/profile/answers"
import { AVATAR_REVIEW_POLL_MS } from "../../domain/constants"
import { AVATAR_REVIEW_TIMER } from "../../domain/profile/state"
import { E, T0, user } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { given } from "../support/gwt"
import { harness } from "../support/harness"

const DAY = 86_400_000
const account = (over: Partial<OwnAccount> = {}): OwnAccount => ({
  languages: [1],
  email: "ada@example.com",
  phoneCountryCode: "",
  phoneNumber: "",
  emailLockedUntil: 0,
  phoneLockedUntil: 0,
  birthdayChanged: false,
  avatarReview: "none",
  reviewAvatar: "",
  ...over,
})
const me = (over: Partial<UserProfile> = {}, acc: Partial<OwnAccount> = {}): UserProfile =>
  user(501, { name: "Ada", birthday: "1995-04-03", gender: 2, interests: [1, 2], account: account(acc), ...over })

const INTERESTS = Array.from({ length: 21 }, (_, i) => ({ id: i + 1, name: `i${i + 1}` }))
const LANGUAGES = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, code: ["en", "zh", "es", "ru", "fr", "ja", "de", "ar"][i]!, name: `l${i + 1}` }))

/** Signed in (restored session) on /profile/edit, own info read (request 1), editor opened (seq 3) with its lists. */
const onEditor = (info: UserProfile = me()) => [
  E.started("/profile/edit", { userId: "501", loginToken: "tok" }),
  E.answered(1, "getUserInfo", info),
  { _tag: "ProfileEditorOpened" as const, at: T0 },
  E.answered(3, "interestList", INTERESTS),
  E.answered(3, "languageList", LANGUAGES),
]

const form = (over: Partial<{ nickname: string; birthday: string; gender: number | null; languages: number[]; interests: number[] }> = {}) => ({
  nickname: "Ada",
  birthday: "1995-04-03",
  gender: 2 as number | null,
  languages: [1],
  interests: [1, 2],
  ...over,
})

describe("Given a member on the edit-profile page", () => {
  it("when the page opens, then own info and both lists are fetched; reopened, only own info", () => {
    given(E.started("/profile/edit", { userId: "501", loginToken: "tok" }))
      .when(I.OpenProfileEditor())
      .then({ _tag: "ProfileEditorOpened", at: T0 })
      .thenCommandsMatch(
        { _tag: "CallGateway", name: "getUserInfo", params: { searchUserId: 501 } },
        { _tag: "CallGateway", name: "interestList" },
        { _tag: "CallGateway", name: "languageList" },
      )
    given(...onEditor()).when(I.OpenProfileEditor()).thenCommandsMatch({ _tag: "CallGateway", name: "getUserInfo" })
  })

  it("when a visitor asks, then nothing is decided", () => {
    given(E.started("/profile/edit")).when(I.OpenProfileEditor()).then()
    given(E.started("/profile/edit")).when(I.SaveProfile(form({ nickname: "Bo" }))).then()
  })

  it("when only the nickname changes, then only userName is sent to /user/update, and own info is read after", () => {
    const w = given(...onEditor()).when(I.SaveProfile(form({ nickname: "  Ada Lovelace " })))
    w.then({ _tag: "ProfileSaveRequested", at: T0, changes: { userName: "Ada Lovelace" } })
      .thenCommandsMatch({ _tag: "CallGateway", name: "updateProfile", params: { userName: "Ada Lovelace" } })
    expect(w.state.profile.saving).toBe(6)
    const saved = given(...onEditor(), ...w.events, E.answered(6, "updateProfile", {}))
    expect(saved.state.profile).toMatchObject({ saving: null, savedAt: T0, problem: null })
  })

  it("when nothing changed, then nothing is decided", () => {
    given(...onEditor()).when(I.SaveProfile(form())).then()
  })

  it("when the nickname carries markup, then its brackets become asterisks (a§5)", () => {
    given(...onEditor())
      .when(I.SaveProfile(form({ nickname: "<img src=x>" })))
      .then({ _tag: "ProfileSaveRequested", at: T0, changes: { userName: "*img src=x*" } })
  })

  it("when the nickname is empty or longer than 30, then the save is refused with the rule", () => {
    given(...onEditor()).when(I.SaveProfile(form({ nickname: "   " }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "nicknameRequired" }).thenCommands()
    given(...onEditor()).when(I.SaveProfile(form({ nickname: "x".repeat(31) }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "nicknameTooLong" })
    given(...onEditor()).when(I.SaveProfile(form({ nickname: "😀".repeat(30) }))).then({ _tag: "ProfileSaveRequested", at: T0, changes: { userName: "😀".repeat(30) } })
  })

  it("when the birthday changes the first time, then it is sent; after the one change it is refused", () => {
    given(...onEditor()).when(I.SaveProfile(form({ birthday: "1994-04-03" }))).then({ _tag: "ProfileSaveRequested", at: T0, changes: { birthday: "1994-04-03" } })
    given(...onEditor(me({}, { birthdayChanged: true })))
      .when(I.SaveProfile(form({ birthday: "1994-04-03" })))
      .then({ _tag: "ProfileSaveRefused", at: T0, problem: "birthdayOnce" })
  })

  it("when the new birthday makes the member younger than 18, then the save is refused", () => {
    given(...onEditor()).when(I.SaveProfile(form({ birthday: "2010-01-01" }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "ageTooYoung" })
  })

  it("when a set gender would change, then the save is refused (a§5 fixed after selection)", () => {
    given(...onEditor()).when(I.SaveProfile(form({ gender: 1 }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "genderFixed" })
  })

  it("when the gender was never set, then choosing one sends it, and leaving it unset is refused", () => {
    given(...onEditor(me({ gender: 0 }))).when(I.SaveProfile(form({ gender: 1 }))).then({ _tag: "ProfileSaveRequested", at: T0, changes: { gender: 1 } })
    given(...onEditor(me({ gender: 0 }))).when(I.SaveProfile(form({ gender: null, nickname: "Bo" }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "genderRequired" })
  })

  it("when up to 3 languages and 5 interests are picked, then they are sent; one more is refused", () => {
    given(...onEditor())
      .when(I.SaveProfile(form({ languages: [1, 2, 8], interests: [1, 2, 3, 4, 5] })))
      .then({ _tag: "ProfileSaveRequested", at: T0, changes: { languages: [1, 2, 8], interests: [1, 2, 3, 4, 5] } })
      .thenCommandsMatch({ _tag: "CallGateway", name: "updateProfile", params: { languageLabels: [1, 2, 8], interestLabels: [1, 2, 3, 4, 5] } })
    given(...onEditor()).when(I.SaveProfile(form({ languages: [1, 2, 3, 4] }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "tooManyLanguages" })
    given(...onEditor()).when(I.SaveProfile(form({ interests: [1, 2, 3, 4, 5, 6] }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "tooManyInterests" })
    given(...onEditor()).when(I.SaveProfile(form({ interests: [1, 99] }))).then({ _tag: "ProfileSaveRefused", at: T0, problem: "unknownChoice" })
  })

  it("when the service answers 20101 or 10025, then the page shows sensitive nickname / update failed in the member's language, not the service's words (a§8)", () => {
    const asked = given(...onEditor()).when(I.SaveProfile(form({ nickname: "admin" }))).events
    const sensitive = given(...onEditor(), ...asked, E.failed(6, "updateProfile", 20101, { msg: "Nickname contains sensitive words" }))
    expect(sensitive.state.profile).toMatchObject({ saving: null, problem: "nicknameSensitive" })
    const failed = given(...onEditor(), ...asked, E.failed(6, "updateProfile", 10025, { msg: "Birthday can be modified only once" }))
    expect(failed.state.profile).toMatchObject({ problem: "updateFailed" })
    // a§8: the page says "update failed" in the member's language; the service's English words are kept nowhere.
    expect(JSON.stringify(failed.state.profile)).not.toContain("Birthday can be modified only once")
  })
})

describe("Given a member choosing a new photo", () => {
  it("when the file is not an image or larger than 5 MB, then it is refused before upload", () => {
    given(...onEditor()).when(I.ChooseAvatar({ key: "a1", localUrl: "blob:x", size: 10, mime: "application/pdf" })).then({ _tag: "AvatarRefused", at: T0, reason: "notImage" }).thenCommands()
    given(...onEditor()).when(I.ChooseAvatar({ key: "a1", localUrl: "blob:x", size: 5 * 1024 * 1024 + 1, mime: "image/png" })).then({ _tag: "AvatarRefused", at: T0, reason: "tooLarge" })
  })

  it("when an image is chosen, then it uploads with progress, is submitted as headImg, and own info is read", () => {
    const chosen = given(...onEditor()).when(I.ChooseAvatar({ key: "a1", localUrl: "blob:x", size: 5 * 1024 * 1024, mime: "image/png" }))
    chosen.then({ _tag: "AvatarChosen", at: T0, key: "a1", localUrl: "blob:x", size: 5 * 1024 * 1024 }).thenCommandsMatch({ _tag: "UploadFile", key: "a1", localUrl: "blob:x" })
    const progress = given(...onEditor(), ...chosen.events, { _tag: "UploadProgressed", at: T0, key: "a1", loaded: 1000, total: 4000 })
    expect(progress.state.profile.upload).toMatchObject({ loaded: 1000, total: 4000, phase: "uploading" })
    const log = [...onEditor(), ...chosen.events, { _tag: "UploadFinished" as const, at: T0, key: "a1", url: "/media/uploads/h.png" }]
    const finished = given(...log)
    expect(finished.state.profile.upload).toMatchObject({ phase: "saving" })
    expect(finished.state.profile.avatarSaving).toBe(7)
    const submitted = given(...log, E.answered(7, "updateProfile", {}))
    expect(submitted.state.profile).toMatchObject({ upload: null, avatarSubmittedAt: T0, avatarProblem: null })
  })

  it("when another upload's progress arrives, or the upload fails, then only the failure shows", () => {
    const chosen = given(...onEditor()).when(I.ChooseAvatar({ key: "a1", localUrl: "blob:x", size: 100, mime: "image/jpeg" })).events
    const other = given(...onEditor(), ...chosen, { _tag: "UploadProgressed", at: T0, key: "chat-9", loaded: 50, total: 100 })
    expect(other.state.profile.upload?.loaded).toBe(0)
    const failed = given(...onEditor(), ...chosen, { _tag: "UploadFailed", at: T0, key: "a1", reason: "network" })
    expect(failed.state.profile).toMatchObject({ upload: null, avatarProblem: "uploadFailed" })
  })

  it("when own info says the photo is under review on this page, then it is checked every 5 s until reviewed", () => {
    const h = harness({ now: T0, path: "/profile/edit", stored: STORED_SESSION })
    h.dispatch(I.OpenProfileEditor())
    h.answer("getUserInfo", me({}, { avatarReview: "reviewing", reviewAvatar: "/media/uploads/h_270X360.png" }))
    expect(h.timers()).toContainEqual({ key: AVATAR_REVIEW_TIMER, due: T0 + AVATAR_REVIEW_POLL_MS })
    h.advance(AVATAR_REVIEW_POLL_MS)
    h.answer("getUserInfo", me({ avatar: "/media/uploads/h_270X360.png" }, { avatarReview: "none" }))
    expect(h.state().session.user?.avatar).toBe("/media/uploads/h_270X360.png")
    expect(h.timers().map((t) => t.key)).not.toContain(AVATAR_REVIEW_TIMER)
  })

  it("when the member left the page while the photo is under review, then the check stops", () => {
    const h = harness({ now: T0, path: "/profile/edit", stored: STORED_SESSION })
    h.dispatch(I.OpenProfileEditor())
    h.answer("getUserInfo", me({}, { avatarReview: "reviewing" }))
    h.dispatch(I.VisitPath({ path: "/" }))
    const before = h.calls().filter((c) => c.name === "getUserInfo").length
    h.advance(AVATAR_REVIEW_POLL_MS)
    expect(h.calls().filter((c) => c.name === "getUserInfo")).toHaveLength(before)
  })
})

describe("Given a member re-linking the e-mail or phone (a§5 7-day lock)", () => {
  it("when a new valid e-mail is given outside the lock, then it is sent as email", () => {
    given(...onEditor())
      .when(I.ChangeLinkedEmail({ email: " new@example.com " }), T0)
      .then({ _tag: "LinkChangeRequested", at: T0, field: "email", email: "new@example.com" })
      .thenCommandsMatch({ _tag: "CallGateway", name: "updateProfile", params: { email: "new@example.com" } })
  })

  it("when the e-mail is malformed, the same, or inside the 7-day lock, then it is refused locally", () => {
    given(...onEditor()).when(I.ChangeLinkedEmail({ email: "nope" })).then({ _tag: "LinkChangeRefused", at: T0, field: "email", problem: "emailFormat" })
    given(...onEditor()).when(I.ChangeLinkedEmail({ email: "ADA@example.com" })).then({ _tag: "LinkChangeRefused", at: T0, field: "email", problem: "unchanged" })
    const locked = onEditor(me({}, { emailLockedUntil: T0 + 7 * DAY }))
    given(...locked).when(I.ChangeLinkedEmail({ email: "new@example.com" }), T0 + 6 * DAY).then({ _tag: "LinkChangeRefused", at: T0 + 6 * DAY, field: "email", problem: "locked" })
    given(...locked).when(I.ChangeLinkedEmail({ email: "new@example.com" }), T0 + 7 * DAY).then({ _tag: "LinkChangeRequested", at: T0 + 7 * DAY, field: "email", email: "new@example.com" })
  })

  it("when a phone is linked, then calling code and number are sent; a bad number is refused", () => {
    given(...onEditor())
      .when(I.ChangeLinkedPhone({ countryCode: "90", mobileNo: "5321234567" }))
      .thenCommandsMatch({ _tag: "CallGateway", name: "updateProfile", params: { countryCode: "90", mobileNo: "5321234567" } })
    given(...onEditor()).when(I.ChangeLinkedPhone({ countryCode: "90", mobileNo: "53a" })).then({ _tag: "LinkChangeRefused", at: T0, field: "phone", problem: "phoneFormat" })
  })

  it("when the service answers 10009 or 10030, then the page says linked to another account / locked", () => {
    const asked = given(...onEditor()).when(I.ChangeLinkedEmail({ email: "new@example.com" })).events
    expect(given(...onEditor(), ...asked, E.failed(6, "updateProfile", 10009)).state.profile.linkProblem).toEqual({ field: "email", problem: "linkedElsewhere" })
    expect(given(...onEditor(), ...asked, E.failed(6, "updateProfile", 10030)).state.profile.linkProblem).toEqual({ field: "email", problem: "locked" })
    const done = given(...onEditor(), ...asked, E.answered(6, "updateProfile", {}))
    expect(done.state.profile).toMatchObject({ linking: null, linked: "email", linkProblem: null })
  })
})
