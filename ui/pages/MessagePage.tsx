// The message list route (m§2 MessagePage, /message): the conversations on a page of their own
// (phones; desktop users normally use the panel). Opening a conversation goes to /message/<id>. Focus,
// as the page shows: the row of the chat the member came back from (history state `chatFrom`, set on
// this entry when a chat is opened from it, or by a chat page's Back; the list starts scrolled to it),
// else the page's heading, so a keyboard or screen-reader user is not left on the page's body after the
// route change.
import { useEffect, useRef, useState } from "react"
import { useLocation } from "wouter"
import { useI18n } from "../../i18n"
import { CHAT_ENTRY_FROM_LIST } from "../app/chatRoute"
import { ConversationsContainer } from "../app/im/ConversationsContainer"
import { useAppState } from "../app/hooks"
import "./ImPages.css"

/** The message list page. */
export default function MessagePage() {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const ref = useRef<HTMLDivElement>(null)
  const [chatFrom] = useState(() => {
    const from = (history.state as { chatFrom?: unknown } | null)?.chatFrom
    return typeof from === "string" ? from : null
  })
  useEffect(() => {
    const row = chatFrom !== null ? ref.current?.querySelector<HTMLElement>(`button[data-peer="${CSS.escape(chatFrom)}"]`) : null
    ;(row ?? ref.current?.querySelector<HTMLElement>("h1"))?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="im-page" ref={ref}>
      <h1 className="im-page-title" tabIndex={-1}>{LL.im.bar.messages()}</h1>
      <div className="im-page-body">
        <ConversationsContainer
          showPeers={chatFrom !== null ? [chatFrom] : []}
          onOpen={(c) => {
            // The list's own entry remembers the chat left, for when the chat's Back comes back here.
            history.replaceState({ ...(history.state as object | null), chatFrom: c.peerId }, "")
            navigate(`${prefix}/message/${encodeURIComponent(c.peerId)}`, { state: CHAT_ENTRY_FROM_LIST })
          }}
        />
      </div>
    </div>
  )
}
