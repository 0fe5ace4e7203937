// FriendsTab: the friend list's frame (m§2 friend list) as far as this issue goes: the search box and
// the empty message. Friends themselves are a later issue, so no list is shown (no invented data).
import { useId, useState } from "react"
import { useI18n } from "../../../i18n"
import { SearchIcon } from "../icons"
import { FriendsIcon } from "./imIcons"
import "./ConversationList.css"

/** The friends tab: search box and empty state. */
export function FriendsTab() {
  const { LL } = useI18n()
  const [query, setQuery] = useState("")
  const inputId = useId()
  return (
    <div className="im-list im-friends">
      <div className="im-search" role="search">
        <label htmlFor={inputId} className="visually-hidden">{LL.im.friends.search()}</label>
        <SearchIcon size={18} />
        <input id={inputId} type="search" value={query} placeholder={LL.im.friends.search()} onChange={(e) => setQuery(e.currentTarget.value)} />
      </div>
      <div className="im-list-empty">
        <FriendsIcon size={40} />
        <p className="im-list-empty-title">{LL.im.friends.emptyTitle()}</p>
        <p>{LL.im.friends.emptyText()}</p>
      </div>
    </div>
  )
}
