// The union of all events of the app, as one Schema (for decoding logs and traces) and one type.
import * as Schema from "effect/Schema"
import { LoginEvents } from "../login/events"
import { OverlayEvents } from "../overlays/events"
import { PresenceEvents } from "../presence/events"
import { SessionEvents } from "../session/events"
import { ShellEvents } from "../shell/events"
import { WallEvents } from "../wall/events"
import { RealtimeEvents } from "../realtime/events"
import { MessagingEvents } from "../messaging/events"
import { ShopEvents } from "../shop/events"
import { MediaEvents } from "../calls/media"
import { CallEvents } from "../calls/events"
import { ProfileEvents } from "../profile/events"
import { BlockedEvents } from "../blocked/events"
import { CoreEvents } from "./events"
import { PushEvents } from "../push/events"
import { InstallEvents } from "../install/events"

/** Every event of the app. */
export const AppEvent = Schema.Union([...CoreEvents, ...SessionEvents, ...ShellEvents, ...LoginEvents, ...WallEvents, ...PresenceEvents, ...OverlayEvents, ...RealtimeEvents, ...MessagingEvents, ...ShopEvents, ...MediaEvents, ...CallEvents, ...PushEvents, ...InstallEvents, ...ProfileEvents, ...BlockedEvents])
export type AppEvent = typeof AppEvent.Type
/** An event before the store numbered it. */
export type NewEvent = AppEvent extends infer E ? (E extends unknown ? Omit<E, "seq"> : never) : never
