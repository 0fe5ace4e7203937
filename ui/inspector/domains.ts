// Which feature an event belongs to, from its tag alone: a fixed table for the known events, then
// name prefixes for events added later, then "core". Overlays (banners, popups) count as shell;
// presence and other cross-cutting events as core. Used for the timeline's domain column and filter.

/** The domains the timeline groups events by. */
export const DOMAINS = ["session", "login", "shell", "wall", "core"] as const
export type Domain = (typeof DOMAINS)[number]

const TABLE = new Map<string, Domain>(Object.entries({
  AppStarted: "core",
  GatewayAnswered: "core",
  GatewayFailed: "core",
  TimerElapsed: "core",
  WireRejected: "core",
  EvolveFailed: "core",
  LogoutRequested: "session",
  SessionScreenClosed: "session",
  PathVisited: "shell",
  AgeGateAccepted: "shell",
  MenuToggled: "shell",
  AvatarMenuToggled: "shell",
  DialogDismissed: "shell",
  SettingsMenuToggled: "shell",
  AccountDeletionRequested: "shell",
  // overlays (banners and popups over the shell)
  CookiesAccepted: "shell",
  PrivacyAgreed: "shell",
  RegisterBannerClosed: "shell",
  DownloadPopupToggled: "shell",
  DownloadBannerClosed: "shell",
  WelcomeNoticeDismissed: "shell",
  LoginOpened: "login",
  LoginClosed: "login",
  LoginBackPressed: "login",
  EmailWayChosen: "login",
  EmailSubmitted: "login",
  CodeSubmitted: "login",
  CodeResendRequested: "login",
  PasswordSubmitted: "login",
  PasswordForgotten: "login",
  PasswordSkipped: "login",
  PhoneWayChosen: "login",
  PhoneSubmitted: "login",
  LoginInputRejected: "login",
  SupplyInfoSubmitted: "login",
  SupplyInfoRejected: "login",
  SupplyInfoClosed: "login",
  WallGroupSelected: "wall",
  WallCountrySelected: "wall",
  WallMoreRequested: "wall",
  WallRetryRequested: "wall",
} satisfies Record<string, Domain>))

const PREFIXES: ReadonlyArray<readonly [RegExp, Domain]> = [
  [/^(Session|Logout)/, "session"],
  [/^(Login|Email|Phone|Code|Password|Supply)/, "login"],
  [/^Wall/, "wall"],
  [/^(Path|Menu|AvatarMenu|SettingsMenu|Dialog|AgeGate|Toast|Cookie|Banner|Popup)/, "shell"],
]

/** The domain of an event tag; unknown tags fall back by name prefix, then to "core". */
export const domainOf = (tag: string): Domain => {
  const known = TABLE.get(tag)
  if (known) return known
  for (const [re, d] of PREFIXES) if (re.test(tag)) return d
  return "core"
}
