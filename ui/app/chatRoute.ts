// The phone chat route's history (m§2 IMMessageSession, /message/<id>): a chat entered from within the
// app (the message list, a friend page's Chat, the bar's avatars) carries `chatBack` in its history entry,
// and its Back arrow then goes back where the member came from (history.back), as the system back does;
// a chat opened by its address has no such entry before it, and Back goes to the message list.

/** History state of a chat route entered from within the app. */
export const CHAT_ENTRY: Readonly<{ chatBack: true }> = { chatBack: true }

/** True when the current history entry is a chat entered from within the app (Back may go back). */
export const chatEnteredInApp = (): boolean => (history.state as { chatBack?: unknown } | null)?.chatBack === true
