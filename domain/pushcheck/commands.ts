// Notification self-test commands: read the worker's last push, show the test notification through the
// service worker registration (AppWorker port), and ask the gateway for a test push (Push port: the
// reference gateway's /dev/push/test; production answers "unavailable").
import { message } from "../core/schema"
import { Caller } from "../core/commands"
import { FreeText } from "../core/sensitive"

/** Read the last push the worker showed -> LastPushRead. */
export const ReadLastPush = message("ReadLastPush", {})
/** Show a notification through the service worker -> TestNotificationAnswered. */
export const ShowTestNotification = message("ShowTestNotification", { title: FreeText, body: FreeText })
/** Ask the gateway to push a test notification (this title and body) to this member -> TestPushAnswered. */
export const RequestTestPush = message("RequestTestPush", { caller: Caller, title: FreeText, body: FreeText })

export const PushCheckCommands = [ReadLastPush, ShowTestNotification, RequestTestPush] as const
