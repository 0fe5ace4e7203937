// Notification self-test intents: open and close the dialog, and run the test with the notification's
// text (the view passes its catalog's words: the domain holds no text).
import { message } from "../core/schema"
import { FreeText } from "../core/sensitive"

export const OpenPushCheck = message("OpenPushCheck", {})
export const ClosePushCheck = message("ClosePushCheck", {})
/** "Send me a test notification" with the title and body to show. */
export const RunPushCheck = message("RunPushCheck", { title: FreeText, body: FreeText })

export const PushCheckIntents = [OpenPushCheck, ClosePushCheck, RunPushCheck] as const
