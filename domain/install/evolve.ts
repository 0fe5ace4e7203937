// Install reducer (a§4, a§9): the install is offered only when not installed, signed in, and the browser
// signalled installability. The banner first shows 3 s after that check (or when 8 h have passed since
// it was dismissed), at most 2 times a local day (then, on phones, only the mini button; it tries again
// the next day). Acceptance (the prompt accepted, or appinstalled) claims the first-time coins once.
import { SESSION_ANSWERS } from "../session/answers"
import { template } from "../core/template"
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import { localDay, msToNextDay } from "../core/day"
import { toast } from "../shell/notices"
import type { AppEvent, AppState, Recipe, RequestName } from "../app/types"
import { INSTALL_FIRST_MS, INSTALL_MAX_PER_DAY, INSTALL_RESHOW_MS } from "../constants"
import { isSignedIn, SESSION_EVENTS } from "../session/state"
import { storedTime } from "../overlays/state"
import { initialInstall, INSTALL_STORED, INSTALL_TIMER } from "./state"

/** Unfrozen twin of initialInstall to spread (../core/template.ts). */
const initialInstallTemplate = template(initialInstall)

type D = Draft<AppState>

/** a§4: the install may be offered: not installed, signed in, and the browser signals installability. */
export const installOffered = (s: AppState): boolean => isSignedIn(s.session) && !s.install.installed && s.install.installable

/** Banner shows so far on the local day of `at`. */
export const showsToday = (s: AppState, at: number): number => {
  const sh = s.install.shows
  return sh !== null && sh.day === localDay(at, s.install.utcOffsetMin) ? sh.count : 0
}

const parseShows = (v: string | undefined): { day: number; count: number } | null => {
  const m = /^(\d+):(\d+)$/.exec(v ?? "")
  return m ? { day: Number(m[1]), count: Number(m[2]) } : null
}

/**
 * The events evolveInstall acts on (Feature.evolveOn: it is called for no other): its own, and the
 * session's, since whether the install is offered (before and after its own changes) follows the session.
 */
export const installEvolveOn: ReadonlyArray<AppEvent["_tag"]> = [
  ...SESSION_EVENTS,
  "InstallStateChanged",
  "AppInstalled",
  "TimerElapsed",
  "InstallBannerDismissed",
  "InstallAccepted",
  "InstallPromptAnswered",
]

/**
 * The gateway answers evolveInstall acts on (Feature.answersOn: it is called for no other answer): those
 * that sign in or out (whether the install is offered follows the session) and the bonus's.
 */
export const installAnswersOn: ReadonlyArray<RequestName> = [...SESSION_ANSWERS, "isInitWebapp", "initWebappGiveCoin"]

/** The install recipe. */
export const evolveInstall: Recipe = (d, e) => {
  const n = d.install
  const before = installOffered(d as AppState)
  switch (e._tag) {
    case "AppStarted":
      d.install = castDraft({
        ...initialInstallTemplate,
        utcOffsetMin: e.utcOffsetMin ?? 0,
        shows: parseShows(e.stored[INSTALL_STORED.shows]),
        dismissedAt: storedTime(e.stored[INSTALL_STORED.dismissedAt]),
      })
      if (isSignedIn(d.session)) d.install.infoPending = e.seq
      return
    case "InstallStateChanged":
      n.installed = e.installed
      n.installable = e.installable
      break
    case "AppInstalled":
      n.installed = true
      accept(d, e)
      break
    case "GatewayAnswered":
      answered(d, e)
      break
    case "GatewayFailed":
      if (e.requestId === n.infoPending && e.name === "isInitWebapp") n.infoPending = null
      if (e.requestId === n.claimPending && e.name === "initWebappGiveCoin") {
        n.claimPending = null
        if (n.bonus) n.bonus = { ...n.bonus, claimed: true }
      }
      break
    case "TimerElapsed":
      if (e.key === INSTALL_TIMER) due(d, e)
      break
    case "InstallBannerDismissed":
      dismiss(d, e)
      break
    case "InstallAccepted":
      n.banner = false
      n.prompting = true
      break
    case "InstallPromptAnswered":
      n.prompting = false
      if (e.outcome === "accepted") accept(d, e)
      else if (e.outcome === "dismissed") dismiss(d, e)
      else n.installable = false
      break
  }
  const after = installOffered(d as AppState)
  if (after && !before) check(d, e)
  if (!after) n.banner = false
}

/** a§4 the check: the banner timer, 3 s, or what is left of the 8 h after a dismissal. */
const check = (d: D, e: AppEvent): void => {
  const closed = d.install.dismissedAt
  const wait = closed === null ? INSTALL_FIRST_MS : Math.max(INSTALL_FIRST_MS, closed + INSTALL_RESHOW_MS - e.at)
  d.install.timer = { by: e.seq, ms: wait }
}

/** The banner timer fired: show it unless 2 shows today (then try again at the next local midnight). */
const due = (d: D, e: AppEvent): void => {
  const n = d.install
  if (!installOffered(d as AppState) || n.banner || n.prompting) return
  if (n.dismissedAt !== null && e.at - n.dismissedAt < INSTALL_RESHOW_MS) {
    n.timer = { by: e.seq, ms: n.dismissedAt + INSTALL_RESHOW_MS - e.at }
    return
  }
  const count = showsToday(d as AppState, e.at)
  if (count >= INSTALL_MAX_PER_DAY) {
    n.timer = { by: e.seq, ms: msToNextDay(e.at, n.utcOffsetMin) }
    return
  }
  n.banner = true
  n.shows = { day: localDay(e.at, n.utcOffsetMin), count: count + 1 }
  n.shownBy = e.seq
}

/** The banner (or the browser's prompt) was dismissed: back after 8 h. */
const dismiss = (d: D, e: AppEvent): void => {
  const n = d.install
  n.banner = false
  n.dismissedAt = e.at
  n.dismissedBy = e.seq
  n.timer = { by: e.seq, ms: INSTALL_RESHOW_MS }
}

/** The member accepted: the first-time install coins are claimed once (when the service says not yet given). */
const accept = (d: D, e: AppEvent): void => {
  d.install.accepted = true
  claim(d, e)
}

const claim = (d: D, e: AppEvent): void => {
  const n = d.install
  if (n.accepted && isSignedIn(d.session) && n.bonus !== null && !n.bonus.claimed && n.claimPending === null) n.claimPending = e.seq
}

const answered = (d: D, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const n = d.install
  if (d.session.signedInBy === e.seq) {
    n.infoPending = e.seq
    return
  }
  const info = answerOf(e, "isInitWebapp")
  if (info && e.requestId === n.infoPending) {
    n.infoPending = null
    n.bonus = castDraft(info)
    claim(d, e)
    return
  }
  const grant = answerOf(e, "initWebappGiveCoin")
  if (grant && e.requestId === n.claimPending) {
    n.claimPending = null
    if (n.bonus) n.bonus = { ...n.bonus, claimed: true }
    // a§9: the install bonus toast stays 4000 ms (the shell's toast timer reads the key).
    toast(d, e, "installBonus", "", { coins: grant.coins })
  }
}
