// FriendsTab: the friend list (m§2 friend list): search box (debounced 500 ms in the domain), a bell
// opening the online-reminder panel, starred friends in "My collection", the rest below, online dot
// with text, more pages on scrolling near the end (500 ms debounce, m§9), and the empty message.
// Each friend opens their friend page. Both groups are virtualized in the one scroll box (./FriendGroup.tsx).
import { useEffect, useId, useRef } from "react"
import { Link } from "wouter"
import { I } from "../../../domain/app/intents"
import { FRIEND_SCROLL_DEBOUNCE_MS, REMIND_MAX } from "../../../domain/constants"
import type { Friend } from "../../../domain/friends/answers"
import { groupFriends, selectFriends } from "../../../domain/friends/selectors"
import { useI18n } from "../../../i18n"
import { useAppState, useDispatch } from "../../app/hooks"
import { profilePath } from "../../app/profilePath"
import { Avatar } from "../Avatar"
import { Button, IconButton } from "../Button"
import { BellIcon, FriendsIcon, SearchIcon } from "../icons"
import { StarIcon } from "../partIcons"
import { Modal } from "../Modal"
import { StatusDot } from "../StatusDot"
import { Switch } from "../Switch"
import { Skeleton } from "../Skeleton"
import { FriendGroup } from "./FriendGroup"
import "./ConversationList.css"

const friendKey = (x: Friend) => x.id

/** The friends tab. */
export function FriendsTab() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const f = useAppState(selectFriends)
  const prefix = useAppState((s) => s.shell.route.prefix)
  const inputId = useId()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => {
    dispatch(I.LoadFriends())
  }, [dispatch])
  const searching = f.search.query.trim() !== ""
  const shown = searching ? (f.search.results ?? []) : f.list.friends
  const { starred, others } = groupFriends(shown)
  const scrollRef = useRef<HTMLDivElement>(null)
  const row = (x: Friend) => (
    <Link href={profilePath(prefix, x.id)} className="im-item-link" aria-label={LL.member.social.page.openProfile({ name: x.name })} onClick={() => dispatch(I.CloseImPanel())}>
      <Avatar src={x.avatar} name={x.name} size={40} />
      <span className="im-item-name user-text">{x.name}</span>
      {x.starred ? <span title={LL.member.social.list.favourite()}><StarIcon size={16} filled aria-hidden="true" /></span> : null}
      <StatusDot status={x.status === 2 ? "online" : x.status === 1 ? "busy" : "offline"} showText />
    </Link>
  )
  return (
    <div className="im-list im-friends">
      <div className="im-search" role="search">
        <label htmlFor={inputId} className="visually-hidden">{LL.member.im.friends.search()}</label>
        <SearchIcon size={18} />
        <input id={inputId} type="search" value={f.search.query} placeholder={LL.member.im.friends.search()} onChange={(e) => dispatch(I.SearchFriends({ query: e.currentTarget.value }))} />
        <IconButton size="sm" label={LL.member.social.list.bell()} icon={<BellIcon />} onClick={() => dispatch(I.OpenRemindPanel())} />
      </div>
      <div
        ref={scrollRef}
        className="im-friends-scroll"
        onScroll={(e) => {
          const el = e.currentTarget
          if (timer.current) clearTimeout(timer.current)
          timer.current = setTimeout(() => {
            if (el.scrollHeight - el.scrollTop - el.clientHeight < 200) dispatch(I.LoadMoreFriends())
          }, FRIEND_SCROLL_DEBOUNCE_MS)
        }}
      >
        {!f.list.loaded && f.list.loading !== null ? (
          <div aria-busy="true"><Skeleton width="90%" height={40} /><Skeleton width="80%" height={40} /></div>
        ) : shown.length === 0 ? (
          <div className="im-list-empty">
            <FriendsIcon size={40} />
            {searching ? <p>{LL.member.social.list.noResults()}</p> : (
              <>
                <p className="im-list-empty-title">{LL.member.im.friends.emptyTitle()}</p>
                <p>{LL.member.im.friends.emptyText()}</p>
              </>
            )}
          </div>
        ) : (
          <>
            {starred.length > 0 ? <FriendGroup title={LL.member.social.list.starred()} items={starred} keyOf={friendKey} row={row} scrollRef={scrollRef} /> : null}
            {others.length > 0 ? <FriendGroup title={LL.member.social.list.others()} items={others} keyOf={friendKey} row={row} scrollRef={scrollRef} /> : null}
          </>
        )}
      </div>
      {f.remind.open ? <RemindPanel /> : null}
    </div>
  )
}

/** The online-reminder panel (m§2): count x/50 and a switch per friend. */
function RemindPanel() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const r = useAppState((s) => s.friends.remind)
  const close = () => dispatch(I.CloseRemindPanel())
  return (
    <Modal labelledBy="remind-title" onEscape={close} onBackdropClick={close} className="remind-panel">
      <div className="remind-head">
        <h2 id="remind-title" className="popup-title">{LL.member.social.remind.title()}</h2>
        <span aria-label={LL.member.social.remind.countLabel({ count: r.count, max: REMIND_MAX })}>{r.count}/{REMIND_MAX}</span>
      </div>
      {r.loading !== null && r.friends.length === 0 ? <Skeleton width="90%" height={40} /> : r.friends.length === 0 ? <p>{LL.member.social.remind.empty()}</p> : (
        <ul
          className="remind-list"
          onScroll={(e) => {
            const el = e.currentTarget
            if (r.hasMore && el.scrollHeight - el.scrollTop - el.clientHeight < 120) dispatch(I.LoadMoreReminders())
          }}
        >
          {r.friends.map((x) => (
            <li key={x.id}>
              {/* The whole row is the switch's label: a large target (the switch keeps its own name). */}
              <label className="remind-row">
                <Avatar src={x.avatar} name={x.name} size={32} />
                <span className="user-text remind-name">{x.name}</span>
                <Switch
                  label={LL.member.social.remind.switchLabel({ name: x.name })}
                  checked={x.reminding}
                  onChange={(on) => dispatch(I.SwitchReminder({ peerId: String(x.id), on }))}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
      {/* m§9: 20 friends a page; the rest come on scrolling to the end, or with this button. */}
      {r.hasMore && r.friends.length > 0 ? (
        r.loading !== null ? <Skeleton width="90%" height={40} /> : <Button variant="ghost" block onClick={() => dispatch(I.LoadMoreReminders())}>{LL.member.social.remind.more()}</Button>
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={close}>{LL.common.close()}</button>
    </Modal>
  )
}
