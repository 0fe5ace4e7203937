// How an exported trace treats each value of AppStarted.stored (a§3 storage keys), by key (issue 18).
// Deny by default: a key not listed here is dropped from the export. A feature that persists a new key
// adds it here with its decision (vocabulary: domain/core/sensitive.ts, docs/traces.md).
import { EXPLAINER_KEY, PRICE_POP_KEY } from "../calls/state"
import { AdAttribution } from "../core/attribution"
import type { StoredKeyTable } from "../core/sensitive"
import { INSTALL_STORED } from "../install/state"
import { COIN_BANNER_KEY } from "../messaging/state"
import { STORED } from "../overlays/state"
import { ROLE_KEY, ROOM_KEY } from "../presence/state"
import { PUSH_STORED } from "../push/state"
import { ATTRIBUTION_KEY } from "../session/attribution"

/**
 * Stored key (or pattern, `{userId}` standing for a user id, pseudonymised like one) -> decision for its
 * value. `{ json: Schema }`: the value is JSON of that Schema, redacted by its annotations.
 */
export const STORED_KEYS: StoredKeyTable = {
  deviceId: "deviceId",
  userId: "userId",
  loginToken: "secret",
  localPushToken: "secret",
  "loginCount_{userId}": "safe",
  "welcomeShown_{userId}": "safe",
  RC_POP_18: "safe",
  [STORED.acceptCookie]: "safe",
  [STORED.downloadPop]: "safe",
  [STORED.registerPop]: "safe",
  [EXPLAINER_KEY]: "safe",
  [PRICE_POP_KEY]: "safe",
  [ROOM_KEY]: "safe",
  [ROLE_KEY]: "safe",
  [INSTALL_STORED.shows]: "safe",
  [INSTALL_STORED.dismissedAt]: "safe",
  [COIN_BANNER_KEY]: "safe",
  [PUSH_STORED.invited]: "safe",
  [PUSH_STORED.matchedDay]: "safe",
  [ATTRIBUTION_KEY]: { json: AdAttribution },
}
