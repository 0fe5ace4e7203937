// The message list route (m§2 MessagePage, /message): the conversations on a page of their own
// (phones; desktop users normally use the panel). Opening a conversation goes to /message/<id>.
import { useLocation } from "wouter"
import { useI18n } from "../../i18n"
import { ConversationsContainer } from "../app/im/ConversationsContainer"
import { useAppState } from "../app/hooks"
import "./ImPages.css"

/** The message list page. */
export default function MessagePage() {
  const { LL } = useI18n()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  return (
    <div className="im-page">
      <h1 className="im-page-title">{LL.im.bar.messages()}</h1>
      <div className="im-page-body">
        <ConversationsContainer onOpen={(c) => navigate(`${prefix}/message/${encodeURIComponent(c.peerId)}`)} />
      </div>
    </div>
  )
}
