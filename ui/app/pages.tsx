// Which page component each route renders (a§2), each its own lazy chunk, and the global layers that
// render over every page (IM panel, call popups). Routes without an entry show the placeholder page.
import { Suspense, type ComponentType, type LazyExoticComponent } from "react"
import { ChunkErrorBoundary, lazy } from "./lazyChunk"
import type { RouteName } from "../../domain/shell/routes"
import { BlockedUsersLayer } from "./BlockedUsersLayer"
import { ReportLayer } from "../report/ReportLayer"

const WallPage = lazy(() => import("../pages/WallPage"))
const MessagePage = lazy(() => import("../pages/MessagePage"))
const ChatPage = lazy(() => import("../pages/ChatPage"))
const FriendsPage = lazy(() => import("../pages/FriendsPage"))
const ImLayer = lazy(() => import("./im/ImLayer"))
const CoinPage = lazy(() => import("../pages/CoinPage"))
const CallLayer = lazy(() => import("./call/CallLayer"))
const DownloadPage = lazy(() => import("../pages/DownloadPage"))
const ProfilePage = lazy(() => import("../pages/ProfilePage"))
const StaticPage = lazy(() => import("../pages/StaticPage"))
const FriendPage = lazy(() => import("../pages/FriendPage"))
const SocialLayer = lazy(() => import("./social/SocialLayer"))

/** Page of each route that has one; the others render PlaceholderPage. */
export const PAGES: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
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

/** Layers rendered over every page, in order (each lazy, each decides itself whether to show). */
const LAYERS: ReadonlyArray<LazyExoticComponent<ComponentType>> = [ImLayer, CallLayer, SocialLayer]

/** Renders the global layers. */
export function GlobalLayers() {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        {LAYERS.map((Layer, i) => (
          <Layer key={i} />
        ))}
        <BlockedUsersLayer />
        <ReportLayer />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
