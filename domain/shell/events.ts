// Shell events: location changes, the 18+ gate, menus and notices (toasts and message dialogs).
import * as Schema from "effect/Schema"
import { event } from "../app/schema"

/** The browser location changed to `path` (pathname only). */
export const PathVisited = event("PathVisited", { path: Schema.String })
/** The member pressed Enter on the 18+ gate (a§4). */
export const AgeGateAccepted = event("AgeGateAccepted", {})
/** The side menu (mobile toggle) was opened or closed. */
export const MenuToggled = event("MenuToggled", { open: Schema.Boolean })
/** The avatar popup was opened or closed. */
export const AvatarMenuToggled = event("AvatarMenuToggled", { open: Schema.Boolean })
/** The member dismissed the message dialog. */
export const DialogDismissed = event("DialogDismissed", {})

export const ShellEvents = [PathVisited, AgeGateAccepted, MenuToggled, AvatarMenuToggled, DialogDismissed] as const
