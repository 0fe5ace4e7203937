// The a§3 ad attribution as a Schema (media_source, campaign_id, adgroup_id, keyword, creative,
// loc_physical_ms, device, type), spelled as the service spells them. A leaf of the core: AppStarted
// carries it, and the session feature keeps it (domain/session/attribution.ts reads and forgets it).
import * as Schema from "effect/Schema"
import { FreeText, SafeString } from "./sensitive"

/** Campaign, ad group, creative, media source, device type and location codes of the ad network: safe. */
const opt = Schema.optionalKey(SafeString)

/** The attribution of a landing; every field optional. `keyword` is what someone searched: message-text redaction. */
export const AdAttribution = Schema.Struct({
  media_source: opt,
  campaign_id: opt,
  adgroup_id: opt,
  keyword: Schema.optionalKey(FreeText),
  creative: opt,
  loc_physical_ms: opt,
  device: opt,
  type: opt,
})
export type AdAttribution = typeof AdAttribution.Type
