// Blacklist panel intents (m§2): open and close the panel, load the next page, retry a failed load,
// unblock someone.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

export const OpenBlockedUsers = message("OpenBlockedUsers", {})
export const CloseBlockedUsers = message("CloseBlockedUsers", {})
export const LoadMoreBlocked = message("LoadMoreBlocked", {})
/** Ask again for the page whose load failed (the first page or a later one). */
export const RetryBlocked = message("RetryBlocked", {})
/** Unblock `userId` (m§7 removeBlack): one the open panel lists, or one the friends slice knows as blocked (the friend page). */
export const Unblock = message("Unblock", { userId: Schema.Number })

export const BlockedIntents = [OpenBlockedUsers, CloseBlockedUsers, LoadMoreBlocked, RetryBlocked, Unblock] as const
