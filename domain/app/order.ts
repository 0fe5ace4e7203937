// THE fold order of the kernel's features, by name, and which of them are member features (issue 14:
// loaded after sign-in). It imports nothing: the full list (./features.ts) and the startup list
// (./startupFeatures.ts) are both this order, the startup one filtered to the startup features, so the
// two kernels can never fold in different orders.
//
// Ordering rule: a recipe sees the slices of the features before it as they are AFTER the event, and
// those after it as they were before. So: core and realtime first (vocabulary only); session before
// everything (the others see who is signed in after the event); calls before presence (the busy
// status follows the call phase after the event); shop after calls and messaging (the call's recharge sheet
// follows the call phase and a gift refused in a call); push after calls, shell and messaging (web push
// reads their state after the event); connectivity right after realtime (every feature sees whether the
// app is offline after the event); pushCheck after push (reads its permission and stage); appShell last
// (it quiets the notices other features raised for a failure while offline). decide and react use the same order: each intent has one
// decider, and the order of commands from one event is the order of this list.
//
// A member feature X is preceded, immediately, by its startup part `XStart` (domain/X/start.ts): its
// initial slice, and for calls, messaging and friends what their recipe and reactor did at AppStarted
// and at the sound timer (a visitor's page does that too). Nothing runs between the two, so the pair
// folds exactly as the one feature did. Everything else a member feature does needs a signed-in
// member; spec/property/startupKernel.test.ts checks that on random signed-out logs. The real-time
// channel's events (realtime: no slice) come only over a member's connection, so they wait too. Login
// is loaded with them: its startup part opens and closes the popup (a visitor's page does that, the
// router's popup on a blocked route too); everything else it does needs an open popup, which makes the
// page load the full kernel, and the store holds those inputs until it is in.

/** The features in fold order (see the rule above). */
export const FEATURE_ORDER = [
  "core", "realtime", "connectivity", "session", "callsStart", "calls", "presence", "giftsStart", "gifts", "shell", "loginStart", "login",
  "wall", "overlays", "messagingStart", "messaging", "shopStart", "shop", "push", "pushCheck", "install", "profileStart",
  "profile", "blockedStart", "blocked", "friendsStart", "friends", "albumStart", "album", "reportStart", "report", "appShell",
] as const

/** A feature's name in the order. */
export type FeatureName = (typeof FEATURE_ORDER)[number]

/**
 * The member features (issue 14): inert before sign-in (login: but for its startup part, before its
 * popup opens), so the startup kernel leaves them out.
 */
export const MEMBER_FEATURES = ["realtime", "calls", "gifts", "login", "messaging", "shop", "profile", "blocked", "friends", "album", "report"] as const

/** A member feature's name. */
export type MemberFeatureName = (typeof MEMBER_FEATURES)[number]

/** A startup feature's name: every feature the startup kernel folds. */
export type StartupFeatureName = Exclude<FeatureName, MemberFeatureName>

const member: ReadonlySet<string> = new Set(MEMBER_FEATURES)

/** The startup features' names, in fold order. */
export const STARTUP_ORDER = FEATURE_ORDER.filter((n): n is StartupFeatureName => !member.has(n))
