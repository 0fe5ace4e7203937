// Notification self-test events: the dialog opened and closed, a run started (with the notification's
// text in the member's language), the local notification shown or not, the gateway's answer to the test
// push, a push the service worker showed (any push, reported by the worker), and the worker's stored
// last push read at opening.
import * as Schema from "effect/Schema"
import { event } from "../core/schema"
import { Diagnostic, FreeText, SafeNumber } from "../core/sensitive"

/** Settings -> Check notifications opened the self-test. */
export const PushCheckOpened = event("PushCheckOpened", {})
export const PushCheckClosed = event("PushCheckClosed", {})
/** "Send me a test notification": a run starts; `title` and `body` are the catalog's texts. */
export const PushCheckStarted = event("PushCheckStarted", { title: FreeText, body: FreeText })
/** The test notification was shown through the service worker (ok), or why not. */
export const TestNotificationAnswered = event("TestNotificationAnswered", { ok: Schema.Boolean, reason: Diagnostic })
/** What the gateway did with the test push: sent through its push path, failed, or no such endpoint (production). */
export const TestPushOutcome = Schema.Literals(["sent", "failed", "unavailable"])
export type TestPushOutcome = typeof TestPushOutcome.Type
export const TestPushAnswered = event("TestPushAnswered", { outcome: TestPushOutcome, reason: Diagnostic })
/** The kind of a push the worker showed: a chat message, a call invitation, the self-test's, other. */
export const PushKind = Schema.Literals(["im", "call", "test", "other"])
/** The service worker showed a push (at `shownAt`, epoch ms, with `title`). */
export const PushShown = event("PushShown", { shownAt: SafeNumber, title: FreeText, kind: PushKind })
/** The worker's stored last push (null: none on this device). */
export const LastPushRead = event("LastPushRead", { shownAt: Schema.NullOr(SafeNumber), title: FreeText })

export const PushCheckEvents = [PushCheckOpened, PushCheckClosed, PushCheckStarted, TestNotificationAnswered, TestPushAnswered, PushShown, LastPushRead] as const
