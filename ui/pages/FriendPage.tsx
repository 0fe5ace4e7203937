// The friend page (m§2 FriendPage, /profile/<encoded id>, decoded on use): photo, name, age, country,
// interests, album pictures (viewer dialog with arrows, keys, close), story videos, price per minute,
// and chat, video call (explained after a 100003 "need to add friend"), add friend (by relation) and the
// more-menu (block, report). A member the member blocked: the page says so and offers Unblock (the
// blocked feature's request) in place of chat, call and add, which the gateway refuses across a block.
// The viewer's own id shows their own profile with a link to edit it; negative ids have no page (m§2).
import { useEffect, useId, useRef, useState } from "react"
import { Link } from "wouter"
import { I } from "../../domain/app/intents"
import { ONE_WAY_ADD_COST } from "../../domain/constants"
import { selectAddState, selectBlockedByMe, selectFriendPage, selectUnblocking } from "../../domain/friends/selectors"
import { isSystemId } from "../../domain/friends/rules"
import { useI18n, useLocaleInfo, type InterestKey } from "../../i18n"
import { countryView } from "../app/countries"
import { focusMainContent } from "../app/focusMain"
import { useAppState, useDispatch } from "../app/hooks"
import { useOpenChat } from "../app/im/useOpenChat"
import { usePeerActions } from "../app/social/usePeerActions"
import { Avatar } from "../components/Avatar"
import { Button } from "../components/Button"
import { Flag } from "../components/flags/Flag"
import { ChatIcon, VideoIcon } from "../components/icons"
import { AddUserIcon } from "../components/partIcons"
import { PhotoViewer } from "../components/PhotoViewer"
import { PeerMenu } from "../components/social/PeerMenu"
import { Skeleton } from "../components/Skeleton"
import { StatusDot } from "../components/StatusDot"
import "./FriendPage.css"

const STATUS = ["offline", "busy", "online", "offline"] as const
/** m§7 callLocation of a call placed from a friend page (our choice; the spec names wall 1 and chat 2). */
const PROFILE_CALL_LOCATION = 3

/** The member id an address names: decoded, and a number's leading zeros dropped ("020000002" is 20000002); "" when undecodable. */
const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw).replace(/^0+(?=\d+$)/, "")
  } catch {
    return ""
  }
}

const ageOf = (birthday: string, now: number): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!m) return null
  const d = new Date(now)
  let age = d.getUTCFullYear() - Number(m[1])
  if (d.getUTCMonth() + 1 < Number(m[2]) || (d.getUTCMonth() + 1 === Number(m[2]) && d.getUTCDate() < Number(m[3]))) age--
  return age > 0 && age < 130 ? age : null
}

/** The friend page. */
export default function FriendPage() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const raw = useAppState((s) => s.shell.route.params["friendId"] ?? "")
  const userId = decode(raw)
  const me = useAppState((s) => s.session.userId)
  const prefix = useAppState((s) => s.shell.route.prefix)
  const page = useAppState(selectFriendPage)
  const addState = useAppState((s) => selectAddState(s, userId))
  const relation = useAppState((s) => s.friends.relations[userId])
  const adding = useAppState((s) => Object.values(s.friends.pending).some((p) => p.kind === "add" && p.peerId === userId))
  const noteName = useAppState((s) => s.friends.names[userId])
  const friendOnlyCalls = useAppState((s) => s.friends.friendOnlyCalls[userId] === true)
  const blocked = useAppState((s) => selectBlockedByMe(s, userId))
  const unblocking = useAppState((s) => selectUnblocking(s, userId))
  const price = useAppState((s) => s.wall.hosts.find((h) => String(h.id) === userId)?.pricePerMinute ?? null)
  const lang = useLocaleInfo().tag
  const openChat = useOpenChat()
  const [viewer, setViewer] = useState<number | null>(null)
  const callNoteId = useId()
  const blockedNoteId = useId()

  // The Unblock button goes when its answer comes (the focus, on it or dropped while it waited, falls
  // to <body>): the Chat button in its place takes the focus, else the page heading.
  const chatRef = useRef<HTMLButtonElement>(null)
  const unblockAsked = useRef(false)
  useEffect(() => {
    if (!unblockAsked.current || unblocking) return
    unblockAsked.current = false
    if (blocked) return
    const active = document.activeElement
    if (active !== null && active !== document.body) return
    if (chatRef.current) chatRef.current.focus()
    else focusMainContent()
  }, [blocked, unblocking])

  useEffect(() => {
    if (userId === "" || isSystemId(userId)) return
    dispatch(I.OpenFriendPage({ userId }))
    return () => dispatch(I.CloseFriendPage())
  }, [userId, dispatch])

  const info = page.userId === userId ? page.info : null
  const name = info ? noteName || info.name : ""

  // On arrival (once the member's page has loaded), its heading takes the focus, as /message's does: the
  // link that opened it is gone and the focus would stay on <body>. A focus placed elsewhere (a call over
  // the page, a dialog) is left alone; each member's page does this once.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const arrivedFor = useRef<string | null>(null)
  const loaded = info !== null
  useEffect(() => {
    if (!loaded || arrivedFor.current === userId) return
    arrivedFor.current = userId
    const active = document.activeElement
    if (active !== null && active !== document.body) return
    headingRef.current?.focus({ preventScroll: true })
  }, [loaded, userId])
  const actions = usePeerActions(userId, name, "profile")
  const own = userId === me && me !== ""

  if (userId === "" || isSystemId(userId) || (page.userId === userId && page.failed && !info)) {
    return (
      <section className="friend-page">
        <p className="friend-page-failed" role="alert">{LL.member.social.page.failed()}</p>
      </section>
    )
  }
  if (!info) {
    return (
      <section className="friend-page" aria-busy="true">
        <span className="visually-hidden">{LL.member.social.page.loading()}</span>
        <div className="friend-page-head">
          <Skeleton className="friend-page-photo" shape="block" />
          <div className="friend-page-info">
            <Skeleton width="60%" height={32} />
            <Skeleton width="40%" height={20} />
            <Skeleton width="80%" height={40} />
          </div>
        </div>
      </section>
    )
  }
  const age = ageOf(info.birthday, Date.now())
  const country = info.countryId > 0 ? countryView(info.countryId, lang) : null
  const pictures = page.pictures
  // m§8 100003: a call to this host was refused until they are friends; the call button explains it.
  const needsFriend = friendOnlyCalls && addState !== "friends"
  const addLabel =
    addState === "friends" ? LL.member.social.page.friends() : addState === "requested" ? LL.member.social.page.requested() : addState === "accept" ? LL.member.social.page.accept() : relation === 4 ? LL.member.social.page.addCost({ cost: ONE_WAY_ADD_COST }) : LL.member.social.page.add()

  return (
    <section className="friend-page" aria-labelledby="friend-page-name">
      <div className="friend-page-head">
        <div className="friend-page-photo">
          {info.avatar ? <img src={info.avatar} alt={name} width={270} height={360} /> : <Avatar src="" name={name} size={120} />}
        </div>
        <div className="friend-page-info">
          <h1 ref={headingRef} id="friend-page-name" className="friend-page-name user-text" tabIndex={-1}>{name}</h1>
          <p className="friend-page-meta">
            {age !== null ? <span>{LL.member.social.page.ageLabel({ age })}</span> : null}
            {country?.alpha2 ? <Flag code={country.alpha2} label={country.name} size={16} /> : null}
            {country?.name ? <span>{country.name}</span> : null}
            <StatusDot status={STATUS[info.status] ?? "offline"} showText />
          </p>
          {info.interests.length > 0 ? (
            <div className="friend-page-interests">
              <h2 className="visually-hidden">{LL.member.social.page.interests()}</h2>
              <ul className="friend-page-chips">
                {info.interests.map((id) => (
                  <li key={id} className="friend-page-chip">{LL.interests[String(id) as InterestKey]?.() ?? String(id)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {price !== null && !own ? (
            <p className="friend-page-price">{price > 0 ? LL.member.social.page.price({ price }) : LL.member.social.page.priceFree()}</p>
          ) : null}
          {own ? (
            <div className="friend-page-actions">
              <p>{LL.member.social.page.own()}</p>
              <Link href={`${prefix}/profile/edit`} className="btn btn-secondary">{LL.member.social.page.editOwn()}</Link>
            </div>
          ) : (
            // One row for both states: the Options button (PeerMenu) stays the same element when a block,
            // a report or an unblock changes the row, so the dialogs it opened give the focus back to it.
            <div className="friend-page-actions">
              {blocked ? <p id={blockedNoteId} className="friend-page-note">{LL.member.social.page.blocked()}</p> : null}
              {blocked ? (
                <Button
                  variant="primary"
                  disabled={unblocking}
                  aria-describedby={blockedNoteId}
                  onClick={() => {
                    unblockAsked.current = true
                    dispatch(I.Unblock({ userId: Number(userId) }))
                  }}
                >
                  {LL.member.social.page.unblock()}
                </Button>
              ) : null}
              {blocked ? null : (
                <Button ref={chatRef} variant="primary" onClick={() => openChat(userId, name, info.avatar)} icon={<ChatIcon size={18} />}>
                  {LL.member.social.page.chat()}
                </Button>
              )}
              {blocked ? null : (
                <Button
                  variant="secondary"
                  onClick={() => dispatch(I.PlaceCall({ calleeId: userId, location: PROFILE_CALL_LOCATION }))}
                  icon={<VideoIcon size={18} />}
                  aria-describedby={needsFriend ? callNoteId : undefined}
                >
                  {LL.member.social.page.call()}
                </Button>
              )}
              {blocked ? null : (
                <Button
                  variant="secondary"
                  disabled={addState === "friends" || addState === "requested" || adding}
                  onClick={() => dispatch(addState === "accept" ? I.AcceptFriendRequest({ peerId: userId }) : I.AddFriend({ peerId: userId }))}
                  icon={<AddUserIcon size={18} />}
                >
                  {addLabel}
                </Button>
              )}
              <PeerMenu label={LL.member.social.menu.label({ name })} items={blocked ? actions.items.filter((x) => x.key !== "unblock") : actions.items} />
              {needsFriend && !blocked ? (
                <p id={callNoteId} className="friend-page-note">{LL.member.social.page.callNeedsFriend({ name })}</p>
              ) : null}
            </div>
          )}
        </div>
      </div>
      <section className="friend-page-section" aria-labelledby="friend-page-album">
        <h2 id="friend-page-album" className="friend-page-h2">{LL.member.social.page.album()}</h2>
        {pictures.length === 0 ? (
          <p className="friend-page-empty">{LL.member.social.page.noAlbum()}</p>
        ) : (
          <ul className="friend-page-grid">
            {pictures.map((p, i) => (
              <li key={p.id}>
                <button type="button" className="friend-page-thumb" aria-label={LL.member.social.page.openPhoto({ n: i + 1, total: pictures.length })} onClick={() => setViewer(i)}>
                  <img src={p.url} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {page.videos.length > 0 ? (
        <section className="friend-page-section" aria-labelledby="friend-page-videos">
          <h2 id="friend-page-videos" className="friend-page-h2">{LL.member.social.page.videos()}</h2>
          <ul className="friend-page-grid">
            {page.videos.map((v, i) => (
              <li key={v.id}>
                <video className="friend-page-video" src={v.url} poster={v.poster} controls preload="none" aria-label={LL.member.social.page.video({ n: i + 1, name })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {viewer !== null && pictures[viewer] ? (
        <PhotoViewer
          title={LL.member.social.page.viewer({ name })}
          urls={pictures.map((p) => p.url)}
          index={viewer}
          onIndex={setViewer}
          onClose={() => setViewer(null)}
        />
      ) : null}
      {actions.dialogs}
    </section>
  )
}
