// The in-call chat of the video popup (m§2, m§4): this call's messages with the partner (the chat starts
// empty when the video opens), sent through the messaging intents, and 3 s after the video opened the
// face-show and web-tips messages (as the app's own notes).
import { useMemo, useState, type FormEvent } from "react"
import { I } from "../../../domain/app/intents"
import { callChatMessages, selectCallChatFrom, selectCallTipsShown } from "../../../domain/calls/selectors"
import { useI18n } from "../../../i18n"
import { useAppState, useDispatch } from "../hooks"

/** Number of tips messages the chat shows once they are due. */
export const CALL_TIPS_COUNT = 2
/** Newest messages of the call's chat on show. */
const CALL_CHAT_SHOWN = 50

/** The minimal in-call chat with `peerId`: what was written since the video opened (m§4: the chat resets), newest 50. */
export function CallChat({ peerId }: { peerId: string }) {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [text, setText] = useState("")
  const messages = useAppState((s) => s.messaging.messages[peerId])
  const from = useAppState(selectCallChatFrom)
  const tips = useAppState(selectCallTipsShown)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (text.trim() === "") return
    dispatch(I.OpenConversation({ peerId }))
    dispatch(I.SendText({ clientId: crypto.randomUUID(), text }))
    setText("")
  }
  const list = useMemo(() => callChatMessages(messages, from).slice(-CALL_CHAT_SHOWN), [messages, from])
  return (
    <div className="call-chat">
      <div className="call-chat-log" role="log" aria-label={LL.call.chat.label()}>
      <ul className="call-chat-lines">
        {tips ? (
          <>
            <li className="call-chat-tip">{LL.call.chat.faceShow()}</li>
            <li className="call-chat-tip">{LL.call.chat.webTips()}</li>
          </>
        ) : null}
        {list.length === 0 && !tips ? <li className="call-chat-empty">{LL.call.chat.empty()}</li> : null}
        {list.map((m) => (
          <li key={m.id} className={m.mine ? "is-mine" : ""} dir="auto">{m.text}</li>
        ))}
      </ul>
      </div>
      <form className="call-chat-form" onSubmit={submit}>
        <input aria-label={LL.call.chat.placeholder()} placeholder={LL.call.chat.placeholder()} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={text.trim() === ""}>{LL.call.chat.send()}</button>
      </form>
    </div>
  )
}
