// The message list route (m§2 MessagePage, /message): the conversations on a page of their own
// (phones; desktop users normally use the panel). Opening a conversation goes to /message/<id>. Focus,
// as the page shows: the row of the chat the member came back from (history state `chatFrom`, set on
// this entry when a chat is opened from it, or by a chat page's Back; the list starts scrolled to it),
// else the page's heading, so a keyboard or screen-reader user is not left on the page's body after the
// route change. Shown online with conversations, it loads the chat page's code once the page is idle
// (the worker keeps it), so a saved chat opens offline on this device too (a§1: no other page warms it;
// a visitor never sees this page).
import { useEffect, useRef, useState } from "react"
import { useLocation } from "wouter"
import { useI18n } from "../../i18n"
import { CHAT_ENTRY_FROM_LIST } from "../app/chatRoute"
import { ConversationsContainer } from "../app/im/ConversationsContainer"
import { useAppState } from "../app/hooks"
import { selectOffline } from "../../domain/connectivity/selectors"
import { selectConversations } from "../../domain/messaging/selectors"
import "./ImPages.css"

/** Loads the chat page's code (once per page load, when idle): a chat opened later, offline too, has it. */
let chatPageWarmed = false
/**
 * Warms the chat page's chunk the first time it is called (idle callback, 1 s at most; a failed load
 * is forgotten, so a later call tries again).
 */
const warmChatPage = (load: () => Promise<unknown> = () => import("./ChatPage")): void => {
  if (chatPageWarmed) return
  chatPageWarmed = true
  const run = () => void load().catch(() => void (chatPageWarmed = false))
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1_000 })
  else setTimeout(run, 0)
}

/** The message list page. */
export default function MessagePage() {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const ref = useRef<HTMLDivElement>(null)
  const hasChats = useAppState((s) => selectConversations(s).length > 0)
  const offline = useAppState(selectOffline)
  useEffect(() => {
    if (hasChats && !offline) warmChatPage()
  }, [hasChats, offline])
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
