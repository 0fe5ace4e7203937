// The chat panel's video-call button (m§2 chat panel: gift, image, emoji, video call; hidden in the
// dark in-video theme by ChatView). Places a call to the chat partner from call location CHAT.
import { I } from "../../../domain/app/intents"
import { useI18n } from "../../../i18n"
import { IconButton } from "../../components/Button"
import { VideoIcon } from "../../components/icons"
import { useDispatch } from "../hooks"

/** m§7 callLocation of a call placed from a chat (the wall's is 1; 11 is the price-pop-once place). */
export const CHAT_CALL_LOCATION = 2

/** Calls `peerId` (named `name`) from the chat header. */
export function ChatCallButton({ peerId, name }: { peerId: string; name: string }) {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  return <IconButton size="sm" label={LL.member.call.callButton({ name })} icon={<VideoIcon />} onClick={() => dispatch(I.PlaceCall({ calleeId: peerId, location: CHAT_CALL_LOCATION }))} />
}
