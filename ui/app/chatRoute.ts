// The phone chat route's history (m§2 IMMessageSession, /message/<id>): a chat entered from within the
// app (the message list, a friend page's Chat, the bar's avatars) carries `chatBack` in its history entry,
// and its Back arrow then goes back where the member came from (history.back), as the system back does;
// a chat opened by its address has no such entry before it, and Back goes to the message list. The
// arrow is named by where it goes: "Back to messages" when that is the list, else a plain "Back".

/** History state of a chat route entered from within the app. */
export const CHAT_ENTRY: Readonly<{ chatBack: true }> = { chatBack: true }

/** History state of a chat route entered from the message list (Back goes back to the list). */
export const CHAT_ENTRY_FROM_LIST: Readonly<{ chatBack: true; fromList: true }> = { chatBack: true, fromList: true }

/** True when the current history entry is a chat entered from within the app (Back may go back). */
export const chatEnteredInApp = (): boolean => (history.state as { chatBack?: unknown } | null)?.chatBack === true

/** True when the chat's Back arrow leads to the message list: entered from the list, or not from within the app. */
export const chatBackGoesToList = (): boolean => !chatEnteredInApp() || (history.state as { fromList?: unknown }).fromList === true
