// Which feature an event belongs to, from its tag alone: the feature of the kernel that declares the
// event (domain/app/features.ts, by the slice it keeps), then name prefixes for tags no feature declares
// any more (older traces), then "core". Overlays, the install banner and app updates count as shell;
// the own album (edited on the profile page) as profile; transport, connectivity and presence as core.
// Used for the timeline's domain column and filter.
import { features } from "../../domain/app/features"
import { tagOf } from "../../domain/core/schema"

/** The domains the timeline groups events by. */
export const DOMAINS = ["session", "login", "shell", "wall", "messages", "calls", "friends", "coins", "profile", "notifications", "core"] as const
export type Domain = (typeof DOMAINS)[number]

/** The domain of a feature, by the first slice it keeps (features without a slice: core). */
const SLICE_DOMAIN: Readonly<Record<string, Domain>> = {
  session: "session",
  login: "login",
  shell: "shell",
  overlays: "shell",
  install: "shell",
  appShell: "shell",
  wall: "wall",
  messaging: "messages",
  calls: "calls",
  friends: "friends",
  blocked: "friends",
  report: "friends",
  shop: "coins",
  profile: "profile",
  album: "profile",
  push: "notifications",
  pushCheck: "notifications",
}

/** Event tag -> domain, for every event a feature declares (tagOf). */
const TABLE = new Map<string, Domain>(
  features.flatMap((f) => {
    const slice = Object.keys(("initial" in f ? f.initial : undefined) ?? {})[0] ?? ""
    const domain = Object.hasOwn(SLICE_DOMAIN, slice) ? SLICE_DOMAIN[slice]! : "core"
    const events = ("events" in f ? f.events : []) as ReadonlyArray<unknown>
    return events.map((s) => [tagOf(s), domain] as const)
  }),
)

const PREFIXES: ReadonlyArray<readonly [RegExp, Domain]> = [
  [/^(Session|Logout)/, "session"],
  [/^(Login|Email|Phone|Code|Password|Supply)/, "login"],
  [/^Wall/, "wall"],
  [/^(Im|Message|Chat|Conversation|Text|Image|Gift)/, "messages"],
  [/^Call/, "calls"],
  [/^(Friend|Block|Unblock|Report|Remind)/, "friends"],
  [/^(Coin|Payment)/, "coins"],
  [/^Profile/, "profile"],
  [/^Push/, "notifications"],
  [/^(Path|Menu|AvatarMenu|SettingsMenu|Dialog|AgeGate|Toast|Cookie|Banner|Popup)/, "shell"],
]

/** The domain of an event tag; tags no feature declares fall back by name prefix, then to "core". */
export const domainOf = (tag: string): Domain => {
  const known = TABLE.get(tag)
  if (known) return known
  for (const [re, d] of PREFIXES) if (re.test(tag)) return d
  return "core"
}
