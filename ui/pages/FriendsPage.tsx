// The friend list route (m§2 FriendsPage, /friends): search box and the empty message only — friends
// are a later issue, so no list is invented here.
import { useI18n } from "../../i18n"
import { FriendsTab } from "../components/im/FriendsTab"
import "./ImPages.css"

/** The friends page. */
export default function FriendsPage() {
  const { LL } = useI18n()
  return (
    <div className="im-page">
      <h1 className="im-page-title">{LL.member.im.friends.title()}</h1>
      <div className="im-page-body">
        <FriendsTab />
      </div>
    </div>
  )
}
