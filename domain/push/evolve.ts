// Web push reducer (a§4): on sign-in (or start signed in) web push is turned on — a granted permission
// registers the token at once; otherwise, once the member matched today (a call reached ringing), the
// invitation is polled every 2 s and shown, once in total, on the wall, livechat, friend, friends or
// message pages when no call, ringing or chat is active. Confirm asks the browser; denied does nothing.
// A saved token claims the first-time coins when isInitNotification says they are not given yet.
import { template } from "../core/template"
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import { localDay } from "../core/day"
import { toast } from "../shell/notices"
import type { AppEvent, AppState, Recipe } from "../app/types"
import { isSignedIn } from "../session/state"
import { initialPush, PUSH_PAGES, PUSH_POLL_TIMER, PUSH_STORED } from "./state"

/** Unfrozen twin of initialPush to spread (../core/template.ts). */
const initialPushTemplate = template(initialPush)

type D = Draft<AppState>

/** a§4: the invitation may still come: signed in, permission not asked yet, never shown on this device. */
export const invitable = (s: AppState): boolean => isSignedIn(s.session) && s.push.permission === "default" && !s.push.invited

/** a§4: the member matched at least once on the local day of `at`. */
export const matchedToday = (s: AppState, at: number): boolean => s.push.matchedDay === localDay(at, s.push.utcOffsetMin)

/**
 * a§4: the page allows the invitation and no call (placement, ringing, video, nor its receipt or device
 * popup still on show) or chat is active.
 */
export const invitationPlace = (s: AppState): boolean =>
  PUSH_PAGES.has(s.shell.route.name) &&
  !s.shell.blocked &&
  s.calls.phase === "idle" &&
  s.calls.receipt === null &&
  s.calls.devicePopup === null &&
  s.messaging.openPeerId === null

/** The push recipe (after calls, messaging and shell: it reads their state after the event). */
export const evolvePush: Recipe = (d, e) => {
  const p = d.push
  switch (e._tag) {
    case "AppStarted": {
      const day = e.stored[PUSH_STORED.matchedDay] ?? ""
      d.push = castDraft({
        ...initialPushTemplate,
        utcOffsetMin: e.utcOffsetMin ?? 0,
        invited: e.stored[PUSH_STORED.invited] === "1",
        matchedDay: /^\d+$/.test(day) ? Number(day) : null,
      })
      if (isSignedIn(d.session)) d.push.infoPending = e.seq
      break
    }
    case "PushPermissionChecked":
      p.permission = e.permission
      turnOn(d, e)
      break
    case "GatewayAnswered":
      answered(d, e)
      break
    case "GatewayFailed":
      if (e.requestId === p.infoPending && e.name === "isInitNotification") p.infoPending = null
      if (e.requestId === p.savePending && e.name === "savePushToken") {
        p.savePending = null
        p.stage = "failed"
      }
      if (e.requestId === p.claimPending && e.name === "initNotificationGiveCoin") {
        // Refused (e.g. already given on another device): never asked again on this page.
        p.claimPending = null
        if (p.bonus) p.bonus = { ...p.bonus, claimed: true }
      }
      break
    case "TimerElapsed":
      if (e.key === PUSH_POLL_TIMER) poll(d, e)
      break
    case "PushInvitationConfirmed":
      p.invitation = false
      p.stage = "asking"
      break
    case "PushInvitationDismissed":
      p.invitation = false
      break
    case "PushPermissionAnswered":
      p.permission = e.permission
      if (p.stage === "asking") {
        p.stage = "idle"
        // a§4: granted -> token; denied (or the prompt closed) -> nothing.
        if (e.permission === "granted") register(d, e)
      } else if (e.permission === "granted" && isSignedIn(d.session)) {
        // Granted from the notification self-test: as a§4 does for a permission already granted, the
        // token is registered directly.
        register(d, e)
      }
      break
    case "PushTokenObtained":
      if (p.stage === "registering") {
        p.stage = "saving"
        p.savePending = e.seq
      }
      break
    case "PushTokenFailed":
      if (p.stage === "registering") p.stage = "failed"
      break
  }
  noteMatch(d, e)
}

/** a§4 "turn web push on": granted registers the token directly; otherwise the invitation poll may start. */
const turnOn = (d: D, e: AppEvent): void => {
  if (!isSignedIn(d.session) || d.push.permission === null) return
  if (d.push.permission === "granted") register(d, e)
  else startPoll(d, e)
}

const register = (d: D, e: AppEvent): void => {
  if (d.push.stage !== "idle" && d.push.stage !== "failed") return
  d.push.stage = "registering"
  d.push.registerBy = e.seq
}

/** Starts the 2 s poll when the invitation may come and the member matched today. */
const startPoll = (d: D, e: AppEvent): void => {
  if (d.push.polling || !invitable(d as AppState) || !matchedToday(d as AppState, e.at)) return
  d.push.polling = true
  d.push.pollBy = e.seq
}

/** One poll: show the invitation where and when a§4 allows, else poll again (or stop for good). */
const poll = (d: D, e: AppEvent): void => {
  d.push.polling = false
  if (!invitable(d as AppState) || !matchedToday(d as AppState, e.at)) return
  if (invitationPlace(d as AppState)) {
    d.push.invitation = true
    d.push.invited = true
    d.push.shownBy = e.seq
  } else startPoll(d, e)
}

/** A call that reached ringing (either side), joining or live counts as a match today (stored). */
const noteMatch = (d: D, e: AppEvent): void => {
  const phase = d.calls.phase
  if (phase !== "ringing" && phase !== "joining" && phase !== "live") return
  const day = localDay(e.at, d.push.utcOffsetMin)
  if (d.push.matchedDay === day) return
  d.push.matchedDay = day
  d.push.matchedBy = e.seq
  startPoll(d, e)
}

const answered = (d: D, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const p = d.push
  if (d.session.signedInBy === e.seq) {
    p.infoPending = e.seq
    turnOn(d, e)
    return
  }
  const info = answerOf(e, "isInitNotification")
  if (info && e.requestId === p.infoPending) {
    p.infoPending = null
    p.bonus = castDraft(info)
    claim(d, e)
    return
  }
  if (e.name === "savePushToken" && e.requestId === p.savePending) {
    p.savePending = null
    p.stage = "registered"
    claim(d, e)
    return
  }
  const grant = answerOf(e, "initNotificationGiveCoin")
  if (grant && e.requestId === p.claimPending) {
    p.claimPending = null
    if (p.bonus) p.bonus = { ...p.bonus, claimed: true }
    toast(d, e, "pushBonus", "", { coins: grant.coins })
  }
}

/** a§1: a saved token claims the first-time coins once, when the service says they were not given yet. */
const claim = (d: D, e: AppEvent): void => {
  const p = d.push
  if (p.stage === "registered" && p.bonus !== null && !p.bonus.claimed && p.claimPending === null) p.claimPending = e.seq
}
