// Ad attribution (a§3: media_source, campaign_id, adgroup_id, keyword, creative, loc_physical_ms,
// device, type): read from the landing address's query, kept in local storage until a registration
// carries it to the service, then forgotten. A newer landing with any of the fields replaces it.
import type { AppState } from "../app/types"
import type { AdAttribution } from "../core/attribution"

/** The a§3 fields, spelled as the service spells them (they are also the query parameter names). */
export const ATTRIBUTION_FIELDS = ["media_source", "campaign_id", "adgroup_id", "keyword", "creative", "loc_physical_ms", "device", "type"] as const

/** Longest value kept, characters (longer ones are cut: an address is not a place for essays). */
export const ATTRIBUTION_VALUE_MAX = 200

/** Local-storage key of the kept attribution (JSON). */
export const ATTRIBUTION_KEY = "adAttribution"

const clean = (v: string): string => v.trim().slice(0, ATTRIBUTION_VALUE_MAX)

const pick = (get: (k: string) => unknown): AdAttribution | null => {
  const out: Record<string, string> = {}
  for (const k of ATTRIBUTION_FIELDS) {
    const v = get(k)
    if (typeof v === "string" && clean(v) !== "") out[k] = clean(v)
  }
  return Object.keys(out).length > 0 ? (out as AdAttribution) : null
}

/** The attribution in a location's query string ("?media_source=google&..."), or null when it has none. */
export const attributionOfQuery = (search: string): AdAttribution | null => {
  const q = new URLSearchParams(search)
  return pick((k) => q.get(k) ?? undefined)
}

/** The attribution kept in storage (JSON of {@link AdAttribution}), or null when absent or unreadable. */
export const attributionOfStored = (json: string | undefined): AdAttribution | null => {
  if (json === undefined || json === "") return null
  try {
    const o: unknown = JSON.parse(json)
    return o !== null && typeof o === "object" ? pick((k) => (o as Record<string, unknown>)[k]) : null
  } catch {
    return null
  }
}

/** a§3 the ad attribution to send with a call that may register a member ({} when there is none). */
export const attributionParams = (s: AppState): Partial<AdAttribution> => s.session.attribution ?? {}
