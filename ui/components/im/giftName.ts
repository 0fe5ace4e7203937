// Gift names for views (m§3: a gift is an id, a picture and a price; its name is ours to show). The
// catalog names every allowed gift id in the interface language; the gateway's `name` (English) is
// only the fallback for an id the catalogs do not know yet.
import { textIn, type TranslationFunctions } from "../../../i18n"
import type { Gift } from "../../../domain/gifts/answers"

/**
 * The name to show for `gift`: `im.gifts.names[id]` of the shown catalog, else the gateway's `name`,
 * else (a blank gateway name) the catalog's generic "Gift".
 */
export const giftName = (LL: TranslationFunctions, gift: Pick<Gift, "id" | "name">): string => {
  const named = textIn(LL.member.im.gifts.names, String(gift.id))
  if (named !== "") return named
  return gift.name.trim() !== "" ? gift.name : LL.member.im.chat.gift()
}
