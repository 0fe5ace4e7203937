// Which page component each route renders (a§2), each its own lazy chunk, and the global layers that
// render over every page (IM bar and panel, call popups, friend notices). Routes without an entry show
// the placeholder page. A layer's chunk loads when its slice first has something to show (issue 14: the
// call, IM and friends code is not fetched by a visit that never uses it) and stays mounted after.
// Dialogs of equal z-index stack in page order: the blocked list and a page's report come before the
// call layer, so the call's screens (video, receipt) cover them; the ringing and a report opened from
// the call stack above every dialog (TopLayer, ui/components/Modal.tsx).
import { Suspense, useState, type ComponentType } from "react"
import { ChunkErrorBoundary, CORE_TEXTS, lazy, type LazyPart } from "./lazyChunk"
import type { AppState } from "../../domain/app/state"
import type { RouteName } from "../../domain/shell/routes"
import { useAppState } from "./hooks"
import { ImBarContainer } from "./ImBarContainer"
import { BlockedUsersLayer } from "./BlockedUsersLayer"
import { ReportLayer } from "../report/ReportLayer"

const WallPage = lazy(() => import("../pages/WallPage"), CORE_TEXTS)
const MessagePage = lazy(() => import("../pages/MessagePage"))
const ChatPage = lazy(() => import("../pages/ChatPage"))
const FriendsPage = lazy(() => import("../pages/FriendsPage"))
const CoinPage = lazy(() => import("../pages/CoinPage"))
const CallLayer = lazy(() => import("./call/CallLayer"))
const DownloadPage = lazy(() => import("../pages/DownloadPage"), CORE_TEXTS)
const ProfilePage = lazy(() => import("../pages/ProfilePage"))
const StaticPage = lazy(() => import("../pages/StaticPage"), CORE_TEXTS)
const FriendPage = lazy(() => import("../pages/FriendPage"))
const SocialLayer = lazy(() => import("./social/SocialLayer"))

/** Page of each route that has one; the others render PlaceholderPage. */
export const PAGES: Partial<Record<RouteName, LazyPart<object>>> = {
  GoddessWall: WallPage,
  LoginPage: WallPage,
  unknown: WallPage,
  MessagePage,
  IMMessageSession: ChatPage,
  FriendsPage,
  CoinPage,
  downLoad: DownloadPage,
  EditProfile: ProfilePage,
  FriendPage,
  CookiePrivacy: StaticPage,
  PrivacyPolicy: StaticPage,
  TermsUse: StaticPage,
  AboutUs: StaticPage,
  SafetyCenter: StaticPage,
  PrivacyCenter: StaticPage,
}

/**
 * Starts loading the page part of route `name` and resolves once its file is in (or failed); at once for a
 * route without a page of its own (PlaceholderPage is loaded by its render).
 */
export const preloadPage = (name: RouteName): Promise<void> => PAGES[name]?.preload() ?? Promise.resolve()

/** The call layer has something to show: a call in any phase but idle, or a popup, toast or receipt of one. */
export const selectCallLayerUsed = (s: AppState): boolean =>
  s.calls.phase !== "idle" || s.calls.devicePopup !== null || s.calls.toast !== null || s.calls.receipt !== null || s.calls.recharge !== null || s.calls.deviceNotice !== null

/** The friends layer has something to show: a notice, a prompt, or an add to open the chat for. */
export const selectSocialLayerUsed = (s: AppState): boolean => s.friends.notice !== null || s.friends.prompt !== null || s.friends.added !== null

/** Layers rendered over every page after the IM bar, the blocked list and the report, in order, each with the selector that mounts it. */
const LAYERS: ReadonlyArray<{ readonly Layer: ComponentType; readonly used: (s: AppState) => boolean }> = [
  { Layer: CallLayer, used: selectCallLayerUsed },
  { Layer: SocialLayer, used: selectSocialLayerUsed },
]

/**
 * Mounts `Layer` from the first time `used` holds on. Its own Suspense boundary: while its chunk loads,
 * the other layers stay shown (a report dialog open when a first call rang was hidden for the load and
 * lost the keyboard focus); and its own error boundary: a layer whose file fails to load does not take
 * the IM bar and the other layers with it.
 */
function LayerWhenUsed({ Layer, used }: (typeof LAYERS)[number]) {
  const now = useAppState(used)
  const [loaded, setLoaded] = useState(false)
  if (now && !loaded) setLoaded(true)
  return loaded ? (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Layer />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null
}

/** Renders the global layers. */
export function GlobalLayers() {
  return (
    <ChunkErrorBoundary>
      <ImBarContainer />
      <Suspense fallback={null}>
        <BlockedUsersLayer />
        <ReportLayer />
        {LAYERS.map((l, i) => (
          <LayerWhenUsed key={i} {...l} />
        ))}
      </Suspense>
    </ChunkErrorBoundary>
  )
}
