// Session intents (a§8): close the session-error screen with one of its actions.
import { message } from "../core/schema"
import { SessionScreenAction } from "./events"

/** Close the session-error screen with one of its actions (a§8 account states). */
export const CloseSessionScreen = message("CloseSessionScreen", { action: SessionScreenAction })

/** The session intents. */
export const SessionIntents = [CloseSessionScreen] as const
