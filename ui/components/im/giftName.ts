// Gift names for views (m§3: a gift is an id, a picture and a price; its name is ours to show). The
// catalog names every allowed gift id in the interface language; the gateway's `name` (English) is
// only the fallback for an id the catalogs do not know yet.
import type { TranslationFunctions } from "../../../i18n"
import type { Gift } from "../../../domain/gifts/answers"

/**
 * The name to show for `gift`: `im.gifts.names[id]` of the shown catalog, else the gateway's `name`,
 * else (a blank gateway name) the catalog's generic "Gift".
 */
export const giftName = (LL: TranslationFunctions, gift: Pick<Gift, "id" | "name">): string => {
  // typesafe-i18n answers an unknown key with a function returning "", not with undefined.
  const names = LL.im.gifts.names as unknown as Record<string, (() => string) | undefined>
  const named = names[String(gift.id)]?.() ?? ""
  if (named !== "") return named
  return gift.name.trim() !== "" ? gift.name : LL.im.chat.gift()
}
