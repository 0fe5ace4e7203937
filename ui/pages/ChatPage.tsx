// The chat route (m§2 IMMessageSession, /message/<id>): opens the conversation with the id of the
// path while the page is shown and closes it when leaving (m§4: closing clears the current dialog).
// Focus goes to the chat's heading as it shows (not the composer: that would open a phone's keyboard);
// Back goes back where the member came from when the chat was entered from within the app (as the
// system back does: no loop through the list), else to the message list; the list's row of this chat
// then takes the focus. Its name says where it goes: "Back to messages" only when that is the list.
import { useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { I } from "../../domain/app/intents"
import { isSignedIn } from "../../domain/session/state"
import { ChatContainer } from "../app/im/ChatContainer"
import { chatBackGoesToList, chatEnteredInApp } from "../app/chatRoute"
import { useAppState, useDispatch } from "../app/hooks"
import { useI18n } from "../../i18n"
import "./ImPages.css"

/** The chat page. */
export default function ChatPage() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const peerId = useAppState((s) => s.shell.route.params["sessionId"] ?? "")
  const signedIn = useAppState((s) => isSignedIn(s.session))
  useEffect(() => {
    if (!signedIn || peerId === "") return
    dispatch(I.OpenConversation({ peerId }))
    return () => dispatch(I.CloseConversation())
  }, [peerId, signedIn, dispatch])
  const ref = useRef<HTMLDivElement>(null)
  // The chat (and its heading) shows once the conversation is open in the state.
  const shown = useAppState((s) => s.messaging.openPeerId !== null && s.messaging.openPeerId === peerId)
  useEffect(() => {
    const h = shown ? ref.current?.querySelector<HTMLElement>("h1") : null
    if (!h) return
    h.tabIndex = -1
    h.focus({ preventScroll: true })
  }, [shown, peerId])
  return (
    <div className="im-page is-chat" ref={ref}>
      <ChatContainer
        headingLevel={1}
        backLabel={chatBackGoesToList() ? LL.member.im.chat.back() : LL.common.back()}
        onBack={() => (chatEnteredInApp() ? history.back() : navigate(`${prefix}/message`, { state: { chatFrom: peerId } }))}
      />
    </div>
  )
}
