// The whole application state: one slice per feature, combined. Views read it through selectors.
import { initialLogin, initialSupply, type LoginState, type SupplyState } from "../login/state"
import { initialGifts, type GiftsState } from "../gifts/state"
import { initialMessaging, type MessagingState } from "../messaging/state"
import { initialOverlays, type OverlaysState } from "../overlays/state"
import { initialPresence, type PresenceState } from "../presence/state"
import { initialSession, type SessionState } from "../session/state"
import { initialShell, type ShellState } from "../shell/state"
import { initialShop, type ShopState } from "../shop/state"
import { initialWall, type WallState } from "../wall/state"
import { initialCalls, type CallState } from "../calls/state"
import { initialPush, type PushState } from "../push/state"
import { initialInstall, type InstallState } from "../install/state"
import { initialProfile, type ProfileState } from "../profile/state"
import { initialBlocked, type BlockedState } from "../blocked/state"

/** The application state. */
export interface AppState {
  readonly session: SessionState
  readonly shell: ShellState
  readonly login: LoginState
  readonly supply: SupplyState
  readonly wall: WallState
  readonly overlays: OverlaysState
  readonly presence: PresenceState
  readonly gifts: GiftsState
  readonly messaging: MessagingState
  readonly shop: ShopState
  readonly calls: CallState
  readonly push: PushState
  readonly install: InstallState
  readonly profile: ProfileState
  readonly blocked: BlockedState
}

const deepFreeze = <T>(o: T): T => {
  if (o !== null && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o)
    for (const v of Object.values(o)) deepFreeze(v)
  }
  return o
}

/** The state before any event (deeply frozen). */
export const initialState: AppState = deepFreeze({
  session: initialSession,
  shell: initialShell,
  login: initialLogin,
  supply: initialSupply,
  wall: initialWall,
  overlays: initialOverlays,
  presence: initialPresence,
  gifts: initialGifts,
  messaging: initialMessaging,
  shop: initialShop,
  calls: initialCalls,
  push: initialPush,
  install: initialInstall,
  profile: initialProfile,
  blocked: initialBlocked,
})
