// ImBar: the instant-message bar (m§2): home, messages (unread badge), friends and the user (a login
// icon when signed out), plus up to 6 avatars of people with unread messages. A vertical strip on the
// right on desktop; a bottom tab bar on phones (<= 680 px), where the avatars are left out for room.
// What a tab does (navigate or open the panel) is the container's choice.
import { useI18n } from "../../../i18n"
import { Avatar } from "../Avatar"
import { ChatIcon, FriendsIcon, HomeIcon, LoginIcon, UserIcon } from "../icons"
import "./ImBar.css"

/** Tabs of the bar. */
export type ImBarTab = "home" | "messages" | "friends" | "user"

/** A person with unread messages. */
export interface UnreadAvatar {
  readonly peerId: string
  readonly name: string
  readonly avatar: string
  readonly count: number
}

/** Props of {@link ImBar}. */
export interface ImBarProps {
  /** Whether a member is signed in; null while not known yet (a held start, issue 14): the user tab then shows a plain person icon. */
  signedIn: boolean | null
  unreadTotal: number
  unreadAvatars: ReadonlyArray<UnreadAvatar>
  /** The tab of the current page (aria-current), if any. */
  current: ImBarTab | null
  /** The panel tab that is open (desktop: aria-expanded on messages/friends), if any. */
  expanded: "messages" | "friends" | null
  /** Id of the panel, for aria-controls. */
  panelId?: string
  userAvatar: string | null
  userName: string
  onTab: (tab: ImBarTab) => void
  onAvatar: (peerId: string) => void
}

/** Badge text: the count, 99+ above 99. */
export const badgeText = (n: number): string => (n > 99 ? "99+" : String(n))

/** The IM bar. */
export function ImBar({ signedIn, unreadTotal, unreadAvatars, current, expanded, panelId, userAvatar, userName, onTab, onAvatar }: ImBarProps) {
  const { LL } = useI18n()
  const tab = (id: ImBarTab, label: string, icon: React.ReactNode, badge = 0) => (
    <li>
      <button
        type="button"
        className="im-bar-tab"
        aria-label={label}
        title={label}
        aria-current={current === id ? "page" : undefined}
        aria-expanded={id === "messages" || id === "friends" ? (expanded === id) : undefined}
        aria-controls={(id === "messages" || id === "friends") && expanded === id ? panelId : undefined}
        data-im-tab={id}
        onClick={() => onTab(id)}
      >
        {icon}
        {badge > 0 ? <span className="im-bar-badge" aria-hidden="true">{badgeText(badge)}</span> : null}
      </button>
    </li>
  )
  return (
    <nav className="im-bar" aria-label={LL.im.bar.label()}>
      <ul role="list" className="im-bar-tabs">
        {tab("home", LL.im.bar.home(), <HomeIcon size={24} />)}
        {tab("messages", unreadTotal > 0 ? LL.im.bar.messagesUnread({ count: unreadTotal }) : LL.im.bar.messages(), <ChatIcon size={24} />, unreadTotal)}
        {tab("friends", LL.im.bar.friends(), <FriendsIcon size={24} />)}
        {tab(
          "user",
          signedIn === false ? LL.im.bar.logIn() : LL.im.bar.profile(),
          signedIn === false ? <LoginIcon size={24} /> : signedIn && (userAvatar || userName) ? <Avatar src={userAvatar} name={userName} size={28} /> : <UserIcon size={24} />,
        )}
      </ul>
      {signedIn && unreadAvatars.length > 0 ? (
        <ul role="list" className="im-bar-avatars" aria-label={LL.im.bar.unreadPeople()}>
          {unreadAvatars.map((a) => (
            <li key={a.peerId}>
              <button type="button" className="im-bar-avatar" aria-label={LL.im.bar.unreadFrom({ name: a.name })} title={a.name} onClick={() => onAvatar(a.peerId)}>
                <Avatar src={a.avatar} name={a.name} size={40} />
                <span className="im-bar-badge" aria-hidden="true">{badgeText(a.count)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}
