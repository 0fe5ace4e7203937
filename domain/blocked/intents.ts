// Blacklist panel intents (m§2): open and close the panel, load the next page, unblock someone.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

export const OpenBlockedUsers = message("OpenBlockedUsers", {})
export const CloseBlockedUsers = message("CloseBlockedUsers", {})
export const LoadMoreBlocked = message("LoadMoreBlocked", {})
/** Unblock `userId` (m§7 removeBlack): one the open panel lists, or one the friends slice knows as blocked (the friend page). */
export const Unblock = message("Unblock", { userId: Schema.Number })

export const BlockedIntents = [OpenBlockedUsers, CloseBlockedUsers, LoadMoreBlocked, Unblock] as const
