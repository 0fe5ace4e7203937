// Display names of chat partners: the conversation's name, or the catalog name of a system sender
// (m§3: -1 notifications, -2 product team, -3 income notices), or the id when nothing is known yet.
import type { TranslationFunctions } from "../../../i18n"

/** The name to show for `peerId` given the known `name` (may be ""); an unknown system sender is "other" (im.system.other). */
export const peerName = (LL: TranslationFunctions, peerId: string, name: string | undefined): string => {
  if (name && name.trim() !== "") return name
  if (Number(peerId) < 0) {
    // typesafe-i18n answers an unknown key with a function returning "", not with undefined.
    const sys = LL.im.system as unknown as Record<string, (() => string) | undefined>
    const named = sys[peerId]?.() ?? ""
    return named !== "" ? named : LL.im.system.other()
  }
  return peerId
}
