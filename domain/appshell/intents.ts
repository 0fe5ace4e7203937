// App shell intents: answer the update prompt (also offered where a part of the page failed to load).
import { message } from "../core/schema"

/** Reload into the new version (refused during a call: code is never swapped then). */
export const ReloadToUpdate = message("ReloadToUpdate", {})
/** Put the update prompt off for this page. */
export const PostponeUpdate = message("PostponeUpdate", {})

export const AppShellIntents = [ReloadToUpdate, PostponeUpdate] as const
