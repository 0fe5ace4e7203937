// Notification self-test reducer. A run reads the permission the push slice holds: granted shows the
// notification at once; not asked yet asks the browser first (a granted answer also registers the push
// token, as a§4 does for a permission already granted); denied or unsupported end the run with the
// reason. A shown notification moves on to the remote part: the gateway's test push, which counts as
// received when the worker reports showing a test push within PUSH_CHECK_WAIT_MS (or before the gateway's
// answer: the relay can be faster than the HTTP answer). Every push the worker
// shows is the "last push"; the token's saved time comes from the savePushToken answer. Listed after
// push (reads its slice after the event).
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState, Recipe, RequestName } from "../app/types"
import { isSignedIn } from "../session/state"
import { initialPushCheck, PUSH_CHECK_TIMER, type PushCheckRun } from "./state"
import { template } from "../core/template"

/** Unfrozen twin of initialPushCheck to spread (../core/template.ts). */
const initialPushCheckTemplate = template(initialPushCheck)

type D = Draft<AppState>

const update = (d: D, patch: Partial<PushCheckRun>): void => {
  const r = d.pushCheck.run
  if (r) Object.assign(r, patch)
}

/** Starts the local part for the permission now. */
const startLocal = (d: D, e: AppEvent): void => {
  const c = d.pushCheck
  switch (d.push.permission) {
    case "granted":
      update(d, { local: "showing" })
      c.showBy = e.seq
      return
    case "denied":
      return update(d, { local: "blocked", remote: "skipped" })
    case "default":
      update(d, { local: "asking" })
      c.askBy = e.seq
      return
    default:
      return update(d, { local: "unsupported", remote: "skipped" })
  }
}

/**
 * The gateway answers evolvePushCheck acts on (Feature.answersOn: it is called for no other answer): the
 * saved token.
 */
export const pushCheckAnswersOn: ReadonlyArray<RequestName> = ["savePushToken"]

/** The self-test recipe. */
export const evolvePushCheck: Recipe = (d, e) => {
  const c = d.pushCheck
  switch (e._tag) {
    case "AppStarted":
      // A copy, not the frozen initial slice, which the fast fold of a replay would throw on when this
      // recipe changes it in place (issue 14); its fields are plain values, so step digests stay the same.
      d.pushCheck = castDraft({ ...initialPushCheckTemplate })
      return
    case "PushCheckOpened":
      c.open = true
      c.run = null
      c.readBy = e.seq
      return
    case "PushCheckClosed":
      c.open = false
      c.run = null
      return
    case "PushCheckStarted":
      c.run = { id: e.seq, title: e.title, body: e.body, local: "showing", remote: "waiting", reason: "" }
      return startLocal(d, e)
    case "PushPermissionAnswered":
      if (c.run?.local !== "asking") return
      if (e.permission === "granted") {
        update(d, { local: "showing" })
        c.showBy = e.seq
      } else update(d, { local: e.permission === "denied" ? "blocked" : e.permission === "default" ? "notAllowed" : "unsupported", remote: "skipped" })
      return
    case "TestNotificationAnswered":
      if (c.run?.local !== "showing") return
      if (e.ok) {
        update(d, { local: "shown", remote: "sending" })
        c.sendBy = e.seq
      } else update(d, { local: "failed", remote: "skipped", reason: e.reason })
      return
    case "TestPushAnswered":
      if (c.run?.remote !== "sending") return
      if (e.outcome === "sent") {
        update(d, { remote: "sent" })
        c.waitBy = e.seq
      } else update(d, { remote: e.outcome, reason: e.reason })
      return
    case "PushShown":
      c.lastPush = { at: e.shownAt, title: e.title }
      // The relay may deliver the push (and the worker show it) before the gateway's HTTP answer is in.
      if (e.kind === "test" && (c.run?.remote === "sent" || c.run?.remote === "sending")) update(d, { remote: "received" })
      return
    case "LastPushRead":
      // The worker's store is older than what this page saw itself.
      if (e.shownAt !== null && (c.lastPush === null || c.lastPush.at < e.shownAt)) c.lastPush = { at: e.shownAt, title: e.title }
      return
    case "TimerElapsed":
      if (e.key === PUSH_CHECK_TIMER && c.run?.remote === "sent") update(d, { remote: "notReceived" })
      return
    case "GatewayAnswered":
      if (e.name === "savePushToken" && d.push.stage === "registered") c.tokenSavedAt = e.at
      return
  }
  // Signed out (logout, session error): the dialog closes with the session.
  if (c.open && !isSignedIn(d.session)) {
    c.open = false
    c.run = null
  }
}
