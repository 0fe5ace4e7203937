// The IM bar over every page (m§2) and, once used, the IM layer (ui/app/im/ImLayer.tsx, its own chunk:
// the docked panel, the gift 10014 dialog, messaging notices). Phones (<= 680 px): the bar's tabs go to
// /message, /friends; desktop: they open the docked panel. Panel, friends and the user tab need a
// signed-in member; visitors get the login popup (origin "im"). The layer stays mounted once loaded.
import { Suspense, useId, useRef, useState } from "react"
import { useLocation } from "wouter"
import { useI18n } from "../../i18n"
import { I } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import { selectGoldDialog, selectImNotice, selectImPanel, selectImPanelShown, selectUnreadAvatars, selectUnreadTotal } from "../../domain/messaging/barSelectors"
import { hidesLayoutOnPhones, type RouteName } from "../../domain/shell/routes"
import { selectSignedInOrUnknown } from "../../domain/shell/selectors"
import { ImBar, type ImBarTab } from "../components/im/ImBar"
import { useAppState, useDispatch, useReadOnly } from "./hooks"
import { ChunkErrorBoundary, lazy } from "./lazyChunk"
import { usePageFailed } from "./pageFailure"
import { MOBILE_QUERY, useMediaQuery } from "./useMediaQuery"
import { CHAT_ENTRY } from "./chatRoute"
import { peerName } from "./im/names"

const ImLayer = lazy(() => import("./im/ImLayer"))

const CURRENT: Partial<Record<RouteName, ImBarTab>> = {
  GoddessWall: "home",
  MessagePage: "messages",
  IMMessageSession: "messages",
  FriendsPage: "friends",
  EditProfile: "user",
}

const selectHidden = (s: AppState) => s.shell.blocked

/** Whether the IM layer has something to show: the desktop panel, the gold dialog or a notice. */
export const selectImLayerUsed = (s: AppState): boolean => selectImPanel(s).open || selectGoldDialog(s) || selectImNotice(s) !== null

/** The IM bar, and the IM layer from its first use on. */
export function ImBarContainer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const readOnly = useReadOnly()
  const [, navigate] = useLocation()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const panelId = useId().replace(/:/g, "")
  const route = useAppState((s) => s.shell.route)
  const hidden = useAppState(selectHidden)
  const signedIn = useAppState(selectSignedInOrUnknown)
  const user = useAppState((s) => s.session.user)
  const unreadTotal = useAppState(selectUnreadTotal)
  const unreadAvatars = useAppState(selectUnreadAvatars)
  // The member's note names for friends win, as in the message list and the chat header.
  const noteNames = useAppState((s) => s.friends.names)
  const panel = useAppState(selectImPanel)
  const used = useAppState(selectImLayerUsed)
  const [loaded, setLoaded] = useState(false)
  if (used && !loaded) setLoaded(true)
  const barRef = useRef<HTMLDivElement>(null)
  const panelOpen = useAppState(selectImPanelShown)
  // The chat's own part could not load (offline, not saved): the tab bar shows, the way out in the app.
  const pageFailed = usePageFailed()

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
    // Not known yet: the page's start waits under the progress bar; the member's tabs work once it is in.
    if (signedIn === null) return
    if (!signedIn) return dispatch(I.OpenLogin({ origin: "im" }))
    if (tab === "user") return go("profile/edit")
    if (mobile) return go(tab === "messages" ? "message" : "friends")
    if (panel.open && panel.tab === tab) return closePanel()
    dispatch(panel.open ? I.SelectImTab({ tab }) : I.OpenImPanel({ tab }))
  }

  const onAvatar = (peerId: string) => {
    if (readOnly) return
    if (mobile) return navigate(`${route.prefix}/message/${encodeURIComponent(peerId)}`, { state: CHAT_ENTRY })
    if (!panel.open) dispatch(I.OpenImPanel({ tab: "messages" }))
    else if (panel.tab !== "messages") dispatch(I.SelectImTab({ tab: "messages" }))
    dispatch(I.OpenConversation({ peerId }))
  }

  return (
    <>
      {/* a§2: the phone's chat route hides the layout, the tab bar included (its back button leads out),
          unless the chat's part failed to load: then the tab bar is the way out. */}
      {mobile && hidesLayoutOnPhones(route.name) && !pageFailed ? null : (
        <div ref={barRef}>
          <ImBar
            signedIn={signedIn}
            unreadTotal={signedIn ? unreadTotal : 0}
            unreadAvatars={unreadAvatars.map((c) => ({ peerId: c.peerId, name: peerName(LL, c.peerId, noteNames[c.peerId] || c.name), avatar: c.avatar, count: c.noReadCount }))}
            current={mobile ? (CURRENT[route.name] ?? null) : route.name === "GoddessWall" ? "home" : null}
            expanded={panelOpen ? panel.tab : null}
            panelId={panelId}
            userAvatar={user?.avatar ?? null}
            userName={user?.name ?? ""}
            onTab={onTab}
            onAvatar={onAvatar}
          />
        </div>
      )}
      {loaded ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <ImLayer panelId={panelId} focusTab={focusTab} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  )
}
