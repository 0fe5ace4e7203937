// The overlays slice (a§2, a§4, a§9): which global banners and notices are on screen, the stored
// facts their timing rules read (acceptCookie, close times), and the gateway requests they await.
// Times are epoch ms taken from events' `at`; timers are keyed by the constants below.

/** The welcome notices, in the order they appear (a§4: shown once per user). */
export const WELCOME_NOTICES = ["welcomeBack", "hostsOnline", "addFriends"] as const
export type WelcomeKey = (typeof WELCOME_NOTICES)[number]

/** One welcome notice: waiting for its stagger timer, on screen since `shownAt`, or gone. */
export interface WelcomeNotice {
  readonly key: WelcomeKey
  readonly phase: "pending" | "shown" | "gone"
  readonly shownAt: number | null
}

/** What the register-coins banner shows (GET /popup/get: img1, gold, callCount). */
export interface RegisterBanner {
  readonly img: string
  readonly gold: number
  readonly callCount: number
}

/** The overlays slice. */
export interface OverlaysState {
  /** acceptCookie is stored. */
  readonly cookieAccepted: boolean
  readonly cookieBanner: boolean
  /** Request id of the awaited protocol-status call, or null. */
  readonly privacyPending: number | null
  readonly privacyBanner: boolean
  /** Request id of the awaited popup/get call, or null. */
  readonly registerPending: number | null
  readonly registerBanner: RegisterBanner | null
  /** When the register-coins banner was last closed (stored registerPopAt), or null. */
  readonly registerClosedAt: number | null
  readonly downloadPopupOpen: boolean
  readonly downloadBanner: boolean
  /** When the download banner was last closed (stored downloadPop), or null. */
  readonly downloadClosedAt: number | null
  /** User ids that have had their welcome notices (stored welcomeShown_<id>). */
  readonly welcomedUsers: ReadonlyArray<string>
  readonly welcome: ReadonlyArray<WelcomeNotice>
  /** Sequence number of the event that started the current welcome notices (react persists it), or null. */
  readonly welcomeStartedBy: number | null
}

/** The state before AppStarted. */
export const initialOverlays: OverlaysState = {
  cookieAccepted: false,
  cookieBanner: false,
  privacyPending: null,
  privacyBanner: false,
  registerPending: null,
  registerBanner: null,
  registerClosedAt: null,
  downloadPopupOpen: false,
  downloadBanner: false,
  downloadClosedAt: null,
  welcomedUsers: [],
  welcome: [],
  welcomeStartedBy: null,
}

/** Storage keys of a§3 (acceptCookie, downloadPop) and of this feature. */
export const STORED = {
  acceptCookie: "acceptCookie",
  downloadPop: "downloadPop",
  registerPop: "registerPopAt",
  welcomed: (userId: string) => `welcomeShown_${userId}`,
} as const

/** Timer keys of the overlays. */
export const TIMER = {
  cookie: "overlays:cookie",
  register: "overlays:register",
  download: "overlays:download",
  welcomeShow: (i: number) => `overlays:welcome:show:${i}`,
  welcomeExpire: (i: number) => `overlays:welcome:expire:${i}`,
} as const

/** A stored epoch-ms value, or null when absent or not a number. */
export const storedTime = (v: string | undefined): number | null => (v !== undefined && /^\d+$/.test(v) ? Number(v) : null)
