// The chat route (m§2 IMMessageSession, /message/<id>): opens the conversation with the id of the
// path while the page is shown and closes it when leaving (m§4: closing clears the current dialog).
import { useEffect } from "react"
import { useLocation } from "wouter"
import { I } from "../../domain/app/intents"
import { isSignedIn } from "../../domain/session/state"
import { ChatContainer } from "../app/im/ChatContainer"
import { useAppState, useDispatch } from "../app/hooks"
import "./ImPages.css"

/** The chat page. */
export default function ChatPage() {
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
  return (
    <div className="im-page is-chat">
      <ChatContainer headingLevel={1} onBack={() => navigate(`${prefix}/message`)} />
    </div>
  )
}
