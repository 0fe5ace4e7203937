// The IM layer over every page, loaded when used (ui/app/ImBarContainer.tsx mounts it once the desktop
// panel opens, the gift 10014 dialog or a messaging notice is due; m§2, m§8): the docked panel (messages
// index 0, friends index 1), the dialogs and the notices. The bar itself is ImBarContainer's (it shows
// on every page). Escape closes the panel and focus returns to the bar's tab (`focusTab`).
import { useEffect, useState } from "react"
import { useLocation } from "wouter"
import { useI18n, type TranslationFunctions } from "../../../i18n"
import { I } from "../../../domain/app/intents"
import type { AppState } from "../../../domain/app/state"
import { GOOD_NEWS, type ImNoticeReason } from "../../../domain/messaging/state"
import { selectConversations, selectGoldDialog, selectImNotice, selectImPanel, selectImPanelShown, selectOpenPeerId } from "../../../domain/messaging/selectors"
import { ImPanel } from "../../components/im/ImPanel"
import { FriendsTab } from "../../components/im/FriendsTab"
import { MessageDialog } from "../../components/MessageDialog"
import { Toast } from "../../components/Toast"
import { useAppState, useDispatch } from "../hooks"
import { MOBILE_QUERY, useMediaQuery } from "../useMediaQuery"
import { ChatContainer } from "./ChatContainer"
import { ConversationsContainer } from "./ConversationsContainer"
import { peerName } from "./names"

/** How long a messaging notice shows, ms (DESIGN: toasts 3 s). */
const NOTICE_MS = 3000
/** How long the phone layout must last before an open desktop panel closes, ms. */
const NARROW_CLOSE_MS = 500

/** The catalog text of a messaging notice in the member's language (m§8); `name` names the partner of good news. */
export const imNoticeText = (LL: TranslationFunctions, reason: ImNoticeReason, name = ""): string => {
  if (reason === "giftReceived" || reason === "friendAdded") return LL.member.im.notices[reason]({ name })
  if (reason === "friendRequestBlocked") return LL.member.social.notices.blocked()
  if (reason === "giftNoGold") return LL.member.im.gold.text()
  return LL.member.im.notices[reason]()
}

const selectHidden = (s: AppState) => s.shell.blocked
/** The conversation after the open one in the list (before it when last): its row takes the focus if the open one is deleted. */
const selectNeighbour = (s: AppState): string | null => {
  const open = s.messaging.openPeerId
  if (open === null) return null
  const list = selectConversations(s)
  const i = list.findIndex((c) => c.peerId === open)
  return i < 0 ? null : ((list[i + 1] ?? list[i - 1])?.peerId ?? null)
}

/** The desktop panel and the messaging dialogs; `panelId` is the bar's aria-controls target. */
export default function ImLayer({ panelId, focusTab }: { readonly panelId: string; readonly focusTab: (tab: string) => void }) {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const route = useAppState((s) => s.shell.route)
  const hidden = useAppState(selectHidden)
  const panel = useAppState(selectImPanel)
  const openPeer = useAppState(selectOpenPeerId)
  const goldDialog = useAppState(selectGoldDialog)
  const notice = useAppState(selectImNotice)
  const neighbour = useAppState(selectNeighbour)
  // The rows the focus goes back to when the chat in the panel closes (ImPanel): the chat's, then its neighbour's.
  const [backTo, setBackTo] = useState<ReadonlyArray<string>>([])
  const noticePeer = useAppState((s) => (notice?.peerId !== undefined ? s.messaging.conversations[notice.peerId] : undefined))
  const panelOpen = useAppState(selectImPanelShown)

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
  const closePanel = () => {
    dispatch(I.CloseConversation())
    dispatch(I.CloseImPanel())
    focusTab(panel.tab)
  }

  const chatInPanel = panelOpen && panel.tab === "messages" && openPeer !== null && route.name !== "IMMessageSession"

  return (
    <>
      {panelOpen ? (
        <ImPanel id={panelId} tab={panel.tab} chatOpen={chatInPanel} backTo={backTo} onTab={(tab) => dispatch(I.SelectImTab({ tab }))} onClose={closePanel}>
          {panel.tab === "friends" ? (
            <FriendsTab />
          ) : chatInPanel ? (
            <ChatContainer
              autoFocus
              onBack={() => {
                if (openPeer !== null) setBackTo(neighbour !== null ? [openPeer, neighbour] : [openPeer])
                dispatch(I.CloseConversation())
              }}
              onClose={closePanel}
            />
          ) : (
            <ConversationsContainer showPeers={backTo} onOpen={(c) => dispatch(I.OpenConversation({ peerId: c.peerId, name: c.name, avatar: c.avatar }))} />
          )}
        </ImPanel>
      ) : null}
      {goldDialog ? (
        <MessageDialog
          title={LL.member.im.gold.title()}
          text={LL.member.im.gold.text()}
          primaryLabel={LL.member.im.gold.buy()}
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
          message={imNoticeText(LL, notice.reason, notice.peerId !== undefined ? peerName(LL, notice.peerId, noticePeer?.name) : "")}
          kind={GOOD_NEWS.has(notice.reason) ? "success" : "error"}
        />
      ) : null}
    </>
  )
}
