// Profile edit reducer: the lists, the save's outcome (a§8 20101 nickname sensitive, 10025 and the
// rest update failed), the photo upload (progress, submit for review, failure) and the re-link (10009
// linked to another account, 10030 locked). Answers count only for the request they answer.
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import type { AppEvent, AppState, Recipe, RequestName } from "../app/types"
import { ProfileCode } from "../constants"
import { initialProfile } from "./state"
import { template } from "../core/template"

/** Unfrozen twin of initialProfile to spread (../core/template.ts). */
const initialProfileTemplate = template(initialProfile)

/** The events evolveProfile acts on (Feature.evolveOn: it is called for no other). */
export const profileEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["ProfileEditorOpened", "ProfileSaveRequested", "ProfileSaveRefused", "AvatarChosen", "AvatarRefused", "UploadProgressed", "UploadFinished", "UploadFailed", "LinkChangeRequested", "LinkChangeRefused", "GatewayAnswered", "GatewayFailed", "LogoutRequested"]

/**
 * The gateway answers evolveProfile acts on (Feature.answersOn: it is called for no other answer): the
 * editor's lists and an update.
 */
export const profileAnswersOn: ReadonlyArray<RequestName> = ["interestList", "languageList", "updateProfile"]

/** The profile recipe. */
export const evolveProfile: Recipe = (d, e) => {
  const p = d.profile
  switch (e._tag) {
    case "ProfileEditorOpened":
      if (p.interests === null || p.languages === null) {
        p.listRequest = e.seq
        p.listsFailed = false
      }
      p.problem = null
      p.savedAt = null
      p.avatarProblem = null
      p.linkProblem = null
      p.linked = null
      return
    case "ProfileSaveRequested":
      p.saving = e.seq
      p.problem = null
      p.savedAt = null
      return
    case "ProfileSaveRefused":
      p.problem = e.problem
      p.savedAt = null
      return
    case "AvatarChosen":
      p.upload = { key: e.key, localUrl: e.localUrl, loaded: 0, total: e.size, phase: "uploading" }
      p.avatarProblem = null
      return
    case "AvatarRefused":
      p.avatarProblem = e.reason
      return
    case "UploadProgressed":
      if (p.upload?.key === e.key && p.upload.phase === "uploading") {
        p.upload.total = e.total
        p.upload.loaded = Math.min(e.loaded, e.total)
      }
      return
    case "UploadFinished":
      if (p.upload?.key === e.key && p.upload.phase === "uploading") {
        p.upload.phase = "saving"
        p.upload.loaded = p.upload.total
        p.avatarSaving = e.seq
      }
      return
    case "UploadFailed":
      if (p.upload?.key === e.key && p.upload.phase === "uploading") {
        p.upload = null
        p.avatarProblem = "uploadFailed"
      }
      return
    case "LinkChangeRequested":
      p.linking = { field: e.field, request: e.seq }
      p.linkProblem = null
      p.linked = null
      return
    case "LinkChangeRefused":
      p.linkProblem = { field: e.field, problem: e.problem }
      p.linked = null
      return
    case "GatewayAnswered":
      return answered(d, e)
    case "GatewayFailed":
      return failed(d, e)
    case "LogoutRequested":
      d.profile = castDraft({ ...initialProfileTemplate })
      return
  }
}

const answered = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const p = d.profile
  const interests = answerOf(e, "interestList")
  if (interests && e.requestId === p.listRequest) p.interests = castDraft([...interests])
  const languages = answerOf(e, "languageList")
  if (languages && e.requestId === p.listRequest) p.languages = castDraft([...languages])
  if (p.interests !== null && p.languages !== null) p.listRequest = null
  if (e.name !== "updateProfile") return
  if (e.requestId === p.saving) {
    p.saving = null
    p.savedAt = e.at
  } else if (e.requestId === p.avatarSaving) {
    p.avatarSaving = null
    p.upload = null
    p.avatarSubmittedAt = e.at
  } else if (e.requestId === p.linking?.request) {
    p.linked = p.linking.field
    p.linking = null
  }
}

const failed = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayFailed" }>): void => {
  const p = d.profile
  if ((e.name === "interestList" || e.name === "languageList") && e.requestId === p.listRequest) {
    p.listRequest = null
    p.listsFailed = true
  }
  if (e.name !== "updateProfile") return
  if (e.requestId === p.saving) {
    p.saving = null
    // a§8 20101 sensitive nickname; 10025 and any other refusal "update failed" in the member's
    // language (the service's own message is shown only for the session codes).
    p.problem = e.code === ProfileCode.nicknameSensitive ? "nicknameSensitive" : "updateFailed"
  } else if (e.requestId === p.avatarSaving) {
    p.avatarSaving = null
    p.upload = null
    p.avatarProblem = "saveFailed"
  } else if (e.requestId === p.linking?.request) {
    const problem = e.code === ProfileCode.linkedElsewhere ? "linkedElsewhere" : e.code === ProfileCode.linkLocked ? "locked" : "updateFailed"
    p.linkProblem = { field: p.linking.field, problem }
    p.linking = null
  }
}
