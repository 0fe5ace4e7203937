// Display names of chat partners: the conversation's name, or the catalog name of a system sender
// (m§3: -1 notifications, -2 product team, -3 income notices), or the id when nothing is known yet.
import { textIn, type TranslationFunctions } from "../../../i18n"

/** The name to show for `peerId` given the known `name` (may be ""); an unknown system sender is "other" (im.system.other). */
export const peerName = (LL: TranslationFunctions, peerId: string, name: string | undefined): string => {
  if (name && name.trim() !== "") return name
  if (Number(peerId) < 0) {
    const named = textIn(LL.im.system, peerId)
    return named !== "" ? named : LL.im.system.other()
  }
  return peerId
}
