// Reads of messaging for the IM bar over every page (unread badge and avatars, the panel, notices):
// what the startup's bar needs, without the message lists (./selectors.ts has the rest and re-exports
// these). Derived lists are memoised on the slice objects they read (useSyncExternalStore compares by
// identity).
import { isSignedIn } from "../session/state"
import type { AppState } from "../app/types"
import { UNREAD_AVATARS_MAX } from "../constants"
import type { Conversation, ImNotice, ImTab } from "./state"

/** Memoises a derivation on one input by identity. */
export const memo1 = <A, R>(f: (a: A) => R): ((a: A) => R) => {
  let last: { a: A; r: R } | null = null
  return (a) => {
    if (last && last.a === a) return last.r
    const r = f(a)
    last = { a, r }
    return r
  }
}

/** Conversations newest first (memoised on the conversations object). */
export const listOf = memo1((conv: AppState["messaging"]["conversations"]) =>
  Object.values(conv).sort((a, b) => b.at - a.at || (a.peerId < b.peerId ? -1 : 1)),
)

/** m§6 total unread over all conversations (the IM bar badge and the tab icon). */
export const selectUnreadTotal = (s: AppState): number => unreadTotal(s.messaging.conversations)
const unreadTotal = memo1((conv: AppState["messaging"]["conversations"]) =>
  Object.values(conv).reduce((n, c) => n + c.noReadCount, 0),
)

/** m§2 IM bar: up to 6 conversations with unread messages, newest first. */
export const selectUnreadAvatars = (s: AppState): ReadonlyArray<Conversation> => unreadAvatars(listOf(s.messaging.conversations))
const unreadAvatars = memo1((list: ReadonlyArray<Conversation>) => list.filter((c) => c.noReadCount > 0).slice(0, UNREAD_AVATARS_MAX))

/** The IM panel: open and tab. */
export const selectImPanel = (s: AppState): { readonly open: boolean; readonly tab: ImTab } => s.messaging.panel

/**
 * The desktop IM panel is shown: open for a signed-in member. Not tied to the phone layout here: the
 * view keeps the panel until a phone layout has lasted and closed it (a window narrowed for an instant,
 * as a full-page capture does, must not unmount it).
 */
export const selectImPanelShown = (s: AppState): boolean => s.messaging.panel.open && isSignedIn(s.session)

/** m§8 gift 10014: the not-enough-gold dialog is open. */
export const selectGoldDialog = (s: AppState): boolean => s.messaging.goldDialog

/** The current messaging notice, or null. */
export const selectImNotice = (s: AppState): ImNotice | null => s.messaging.notice
