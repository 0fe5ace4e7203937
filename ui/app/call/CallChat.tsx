// The in-call chat of the video popup (m§2, m§4): the call's own chat (in-video texts, m§7 messageType 4)
// kept in the call slice, never in the conversation; it starts empty when the video opens, and 3 s after
// the video opened the face-show and web-tips messages (as the app's own notes). A text the server
// refused or never answered shows "Not sent" with Send again while the call lasts. The text has the
// chat composer's limit (DRAFT_MAX_CHARS, the gateway's too) with its counter, and says so at the limit.
import { useId, useRef, useState, type FormEvent } from "react"
import { I } from "../../../domain/app/intents"
import { selectCallChat, selectCallTipsShown } from "../../../domain/calls/selectors"
import { DRAFT_MAX_CHARS } from "../../../domain/constants"
import { useI18n } from "../../../i18n"
import { atLengthLimit, LengthCounter } from "../../components/im/LengthCounter"
import { useAppState, useDispatch } from "../hooks"

/** Number of tips messages the chat shows once they are due. */
export const CALL_TIPS_COUNT = 2
/** Newest messages of the call's chat on show. */
const CALL_CHAT_SHOWN = 50

/** The minimal in-call chat with the call's peer: what was written since the video opened (m§4: the chat resets), newest 50. */
export function CallChat() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [text, setText] = useState("")
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const full = atLengthLimit(text.length)
  const lines = useAppState(selectCallChat)
  const tips = useAppState(selectCallTipsShown)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (text.trim() === "") return
    dispatch(I.SendCallChat({ clientId: crypto.randomUUID(), text }))
    setText("")
    // Send disables itself once the text clears; a click on it would drop the focus to <body>.
    input.current?.focus()
  }
  const list = lines.slice(-CALL_CHAT_SHOWN)
  return (
    <div className="call-chat">
      <div className="call-chat-log" role="log" aria-label={LL.member.call.chat.label()}>
      <ul className="call-chat-lines">
        {tips ? (
          <>
            <li className="call-chat-tip">{LL.member.call.chat.faceShow()}</li>
            <li className="call-chat-tip">{LL.member.call.chat.webTips()}</li>
          </>
        ) : null}
        {list.length === 0 && !tips ? <li className="call-chat-empty">{LL.member.call.chat.empty()}</li> : null}
        {list.map((m) => (
          <li key={m.id} className={m.mine ? `is-mine is-${m.status}` : ""}>
            <span dir="auto">{m.text}</span>
            {m.mine && m.status !== "sent" ? (
              <span className="call-chat-status">
                {m.status === "sending" ? LL.member.im.chat.pending() : LL.member.im.chat.failed()}
                {m.status === "failed" ? (
                  <button type="button" className="call-chat-retry" onClick={() => dispatch(I.RetryCallChat({ clientId: m.id }))}>
                    {LL.member.im.chat.retry()}
                  </button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      </div>
      <form className="call-chat-form" onSubmit={submit}>
        <input
          ref={input}
          aria-label={LL.member.call.chat.placeholder()}
          aria-describedby={hintId}
          placeholder={LL.member.call.chat.placeholder()}
          maxLength={DRAFT_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={text.trim() === ""}>{LL.member.call.chat.send()}</button>
      </form>
      <LengthCounter length={text.length} />
      <p id={hintId} className={full ? "call-chat-hint" : "visually-hidden"} aria-live="polite">
        {full ? LL.member.im.composer.full({ max: DRAFT_MAX_CHARS }) : ""}
      </p>
    </div>
  )
}
