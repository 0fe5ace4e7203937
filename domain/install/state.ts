// The install-as-app slice (a§4, a§9): the browser's install state, the banner with its stored counts
// (per local day, at most 2) and its stored dismissal time (back after 8 h), the prompt, and the
// first-time install bonus (claimed once, on acceptance). `timer` is the banner timer the event `by`
// asked for; `*By` fields make react issue each command once.
import type { BonusInfo } from "../push/answers"

/** The install slice. */
export interface InstallState {
  /** Local minus UTC, minutes (AppStarted). */
  readonly utcOffsetMin: number
  /** Running as an installed app (display-mode standalone) or installed on this page. */
  readonly installed: boolean
  /** The browser signalled installability (a captured beforeinstallprompt). */
  readonly installable: boolean
  /** Banner shows on the local day `day` (stored installPopShows "day:count"), or null. */
  readonly shows: { readonly day: number; readonly count: number } | null
  /** When the banner was last dismissed (stored installPopClosedAt), epoch ms, or null. */
  readonly dismissedAt: number | null
  readonly banner: boolean
  /** The browser's prompt is open. */
  readonly prompting: boolean
  /** The member accepted (prompt accepted or appinstalled) on this page. */
  readonly accepted: boolean
  /** First-time bonus info (isInitWebapp), null until answered. */
  readonly bonus: BonusInfo | null
  readonly infoPending: number | null
  readonly claimPending: number | null
  /** The banner timer asked for by event `by`, delay ms. */
  readonly timer: { readonly by: number; readonly ms: number } | null
  /** Seq of the event that showed the banner or dismissed it (react persists). */
  readonly shownBy: number | null
  readonly dismissedBy: number | null
}

/** The state before AppStarted. */
export const initialInstall: InstallState = {
  utcOffsetMin: 0,
  installed: false,
  installable: false,
  shows: null,
  dismissedAt: null,
  banner: false,
  prompting: false,
  accepted: false,
  bonus: null,
  infoPending: null,
  claimPending: null,
  timer: null,
  shownBy: null,
  dismissedBy: null,
}

/** Storage keys (local storage). */
export const INSTALL_STORED = { shows: "installPopShows", dismissedAt: "installPopClosedAt" } as const

/** Timer key of the install banner. */
export const INSTALL_TIMER = "install:banner"
