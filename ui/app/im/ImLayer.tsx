// The IM layer over every page (m§2 IM bar and desktop panel, m§8 gift 10014 dialog, messaging
// notices). Phones (<= 680 px): the bar's tabs go to /message, /friends; desktop: they open the docked
// panel (messages index 0, friends index 1). Panel, friends and the user tab need a signed-in member;
// visitors get the login popup (origin "im"). Escape closes the panel and focus returns to the bar.
import { useEffect, useId, useRef } from "react"
import { useLocation } from "wouter"
import { useI18n, type TranslationFunctions } from "../../../i18n"
import { I } from "../../../domain/app/intents"
import type { AppState } from "../../../domain/app/state"
import { GOOD_NEWS, type ImNoticeReason } from "../../../domain/messaging/state"
import { selectGoldDialog, selectImNotice, selectImPanel, selectOpenPeerId, selectUnreadAvatars, selectUnreadTotal } from "../../../domain/messaging/selectors"
import { hidesLayoutOnPhones, type RouteName } from "../../../domain/shell/routes"
import { isSignedIn } from "../../../domain/session/state"
import { ImBar, type ImBarTab } from "../../components/im/ImBar"
import { ImPanel } from "../../components/im/ImPanel"
import { FriendsTab } from "../../components/im/FriendsTab"
import { MessageDialog } from "../../components/MessageDialog"
import { Toast } from "../../components/Toast"
import { useAppState, useDispatch, useReadOnly } from "../hooks"
import { MOBILE_QUERY, useMediaQuery } from "../useMediaQuery"
import { ChatContainer } from "./ChatContainer"
import { ConversationsContainer } from "./ConversationsContainer"
import { peerName } from "./names"

/** How long a messaging notice shows, ms (DESIGN: toasts 3 s). */
const NOTICE_MS = 3000
/** How long the phone layout must last before an open desktop panel closes, ms. */
const NARROW_CLOSE_MS = 500

const CURRENT: Partial<Record<RouteName, ImBarTab>> = {
  GoddessWall: "home",
  MessagePage: "messages",
  IMMessageSession: "messages",
  FriendsPage: "friends",
  EditProfile: "user",
}

/** The catalog text of a messaging notice (the server's text when it sent one); `name` names the partner of good news. */
export const imNoticeText = (LL: TranslationFunctions, reason: ImNoticeReason, text: string, name = ""): string => {
  if (text !== "") return text
  if (reason === "giftReceived" || reason === "friendAdded") return LL.im.notices[reason]({ name })
  return LL.im.notices[reason]()
}

const selectSignedIn = (s: AppState) => isSignedIn(s.session)
const selectHidden = (s: AppState) => s.shell.blocked

/** The IM bar, the desktop panel and the messaging dialogs. */
export default function ImLayer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const readOnly = useReadOnly()
  const [, navigate] = useLocation()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const panelId = useId().replace(/:/g, "")
  const route = useAppState((s) => s.shell.route)
  const hidden = useAppState(selectHidden)
  const signedIn = useAppState(selectSignedIn)
  const user = useAppState((s) => s.session.user)
  const unreadTotal = useAppState(selectUnreadTotal)
  const unreadAvatars = useAppState(selectUnreadAvatars)
  const panel = useAppState(selectImPanel)
  const openPeer = useAppState(selectOpenPeerId)
  const goldDialog = useAppState(selectGoldDialog)
  const notice = useAppState(selectImNotice)
  const noticePeer = useAppState((s) => (notice?.peerId !== undefined ? s.messaging.conversations[notice.peerId] : undefined))
  const barRef = useRef<HTMLDivElement>(null)
  const panelOpen = panel.open && !mobile && signedIn

  useEffect(() => {
    if (!notice) return
    const t = setTimeout(() => dispatch(I.DismissImNotice()), NOTICE_MS)
    return () => clearTimeout(t)
  }, [notice, dispatch])

  // A panel left open when the window narrows to the phone layout is closed (the routes take over).
  // Only a narrowing that lasts counts: a full-page capture reports a 1 px wide window for an instant.
  useEffect(() => {
    if (!mobile || !panel.open) return
    const t = setTimeout(() => dispatch(I.CloseImPanel()), NARROW_CLOSE_MS)
    return () => clearTimeout(t)
  }, [mobile, panel.open, dispatch])

  if (hidden) return null

  const go = (rest: string) => navigate(`${route.prefix}/${rest}`)
  const focusTab = (tab: string) => requestAnimationFrame(() => barRef.current?.querySelector<HTMLElement>(`[data-im-tab="${tab}"]`)?.focus())
  const closePanel = () => {
    dispatch(I.CloseConversation())
    dispatch(I.CloseImPanel())
    focusTab(panel.tab)
  }

  const onTab = (tab: ImBarTab) => {
    if (readOnly) return
    if (tab === "home") return go("")
    if (!signedIn) return dispatch(I.OpenLogin({ origin: "im" }))
    if (tab === "user") return go("profile/edit")
    if (mobile) return go(tab === "messages" ? "message" : "friends")
    if (panel.open && panel.tab === tab) return closePanel()
    dispatch(panel.open ? I.SelectImTab({ tab }) : I.OpenImPanel({ tab }))
  }

  const onAvatar = (peerId: string) => {
    if (readOnly) return
    if (mobile) return go(`message/${encodeURIComponent(peerId)}`)
    if (!panel.open) dispatch(I.OpenImPanel({ tab: "messages" }))
    else if (panel.tab !== "messages") dispatch(I.SelectImTab({ tab: "messages" }))
    dispatch(I.OpenConversation({ peerId }))
  }

  const chatInPanel = panelOpen && panel.tab === "messages" && openPeer !== null && route.name !== "IMMessageSession"

  return (
    <>
      {/* a§2: the phone's chat route hides the layout, the tab bar included (its back button leads out). */}
      {mobile && hidesLayoutOnPhones(route.name) ? null : <div ref={barRef}>
        <ImBar
          signedIn={signedIn}
          unreadTotal={signedIn ? unreadTotal : 0}
          unreadAvatars={unreadAvatars.map((c) => ({ peerId: c.peerId, name: peerName(LL, c.peerId, c.name), avatar: c.avatar, count: c.noReadCount }))}
          current={mobile ? (CURRENT[route.name] ?? null) : route.name === "GoddessWall" ? "home" : null}
          expanded={panelOpen ? panel.tab : null}
          panelId={panelId}
          userAvatar={user?.avatar ?? null}
          userName={user?.name ?? ""}
          onTab={onTab}
          onAvatar={onAvatar}
        />
      </div>}
      {panelOpen ? (
        <ImPanel id={panelId} tab={panel.tab} chatOpen={chatInPanel} onTab={(tab) => dispatch(I.SelectImTab({ tab }))} onClose={closePanel}>
          {panel.tab === "friends" ? (
            <FriendsTab />
          ) : chatInPanel ? (
            <ChatContainer autoFocus onBack={() => dispatch(I.CloseConversation())} onClose={closePanel} />
          ) : (
            <ConversationsContainer onOpen={(c) => dispatch(I.OpenConversation({ peerId: c.peerId, name: c.name, avatar: c.avatar }))} />
          )}
        </ImPanel>
      ) : null}
      {goldDialog ? (
        <MessageDialog
          title={LL.im.gold.title()}
          text={LL.im.gold.text()}
          primaryLabel={LL.im.gold.buy()}
          onPrimary={() => {
            dispatch(I.CloseGoldDialog())
            dispatch(I.CloseImPanel())
            go("coin")
          }}
          secondaryLabel={LL.common.cancel()}
          onSecondary={() => dispatch(I.CloseGoldDialog())}
        />
      ) : null}
      {notice ? (
        <Toast
          message={imNoticeText(LL, notice.reason, notice.text, notice.peerId !== undefined ? peerName(LL, notice.peerId, noticePeer?.name) : "")}
          kind={GOOD_NEWS.has(notice.reason) ? "success" : "error"}
        />
      ) : null}
    </>
  )
}
