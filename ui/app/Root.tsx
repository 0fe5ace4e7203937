// The root view: the language the shell chose (a§1: prefix, siteLanguage, browser) shown through its
// catalog (English until one exists), html lang/dir, the location kept in the store, the layout with
// its menus, the current page (each route its own lazy chunk) and the global overlays. In a trace
// replay (read-only) the location is not synced: the route shown is the replayed state's.
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from "react"
import { useLocation } from "wouter"
import { useBrowserLocation } from "wouter/use-browser-location"
import { catalogOf, I18nProvider, useI18n, useLocaleInfo } from "../../i18n"
import { I } from "../../domain/app/intents"
import { selectLanguage, selectShowAgeGate, selectSignedInOrUnknown } from "../../domain/shell/selectors"
import { hidesLayoutOnPhones } from "../../domain/shell/routes"
import { AppLayout, type NavLinkSpec } from "../components/AppLayout"
import { AvatarMenu } from "../components/AvatarMenu"
import { Gate18 } from "../components/Gate18"
import { MOBILE_QUERY, useMediaQuery } from "./useMediaQuery"
import { MessageDialog } from "../components/MessageDialog"
import { Spinner } from "../components/Spinner"
import { Toast } from "../components/Toast"
import { SessionScreenContainer } from "./SessionScreenContainer"
import { useAppState, useDispatch, useExporter, useReadOnly, useServices } from "./hooks"
import { noticeKind, noticeText, PAGE_TITLE } from "./messages"
import { DownloadBannerSlot, OverlaysContainer, useInstallMenuAction, useOverlayNavLinks } from "./OverlaysContainer"
import { GlobalLayers, PAGES } from "./pages"
import { ChunkErrorBoundary, CORE_TEXTS, lazy } from "./lazyChunk"
import { pageMeta } from "./pageMeta"
import { importRetrying } from "./chunkLoad"
import { selectOffline } from "../../domain/connectivity/selectors"
import { OfflineStrip, WaitingBar } from "../components/AppShellNotices"
import { PushCheckLayer } from "./PushCheckLayer"
import { useFocusMainAfter } from "./focusMain"
import { PageFailedContext } from "./pageFailure"

const PlaceholderPage = lazy(() => import("../pages/PlaceholderPage"), CORE_TEXTS)
const LoginContainer = lazy(() => import("./LoginContainer"))
const ExportTraceContainer = lazy(() => import("./ExportTraceContainer"))
// Issue 14: the settings menu is a chunk of its own, loaded when first opened (the gear is startup).
const SettingsContainer = lazy(() => import("./SettingsContainer"), (m) => m.SettingsContainer, CORE_TEXTS)

/** External side-menu links of a§2 (safety center, privacy center, random video chat). */
const LINKS: readonly NavLinkSpec[] = [
  { id: "liveChat", href: "/livechat" },
  { id: "safetyCenter", href: "/vidchat-safety-center" },
  { id: "privacyCenter", href: "/vidchat-privacy-center" },
  { id: "randomVideoChat", href: "/random-video-chat" },
  { id: "download", href: "/download" },
]

/** Keeps the store's location in step with the browser's (back/forward, links, Navigate commands). */
function LocationSync() {
  const [path] = useBrowserLocation()
  const dispatch = useDispatch()
  const started = useAppState((s) => s.shell.started)
  useEffect(() => {
    if (started) dispatch(I.VisitPath({ path }))
  }, [path, started, dispatch])
  return null
}

/** For main.tsx: the first page's part is waited for before the first render (./pages.tsx). */
export { preloadPage } from "./pages"

/** The app root: provides the language of the current route; `children` render over the app (the trace bar). */
export function Root({ children }: { children?: ReactNode }) {
  const language = useAppState(selectLanguage)
  const british = useAppState((s) => s.shell.route.lang === "gb")
  const readOnly = useReadOnly()
  return (
    <I18nProvider locale={catalogOf(language)} british={british} fallback={<Spinner label="…" />} importNamespace={importRetrying}>
      {readOnly ? null : <LocationSync />}
      <Shell />
      {children}
    </I18nProvider>
  )
}

function Shell() {
  const { LL } = useI18n()
  const { tag, dir } = useLocaleInfo()
  const dispatch = useDispatch()
  const route = useAppState((s) => s.shell.route)
  const blocked = useAppState((s) => s.shell.blocked)
  const signedIn = useAppState(selectSignedInOrUnknown)
  const user = useAppState((s) => s.session.user)
  const coins = useAppState((s) => s.session.coinBalance)
  const menuOpen = useAppState((s) => s.shell.menuOpen)
  const avatarMenuOpen = useAppState((s) => s.shell.avatarMenuOpen)
  const settingsMenuOpen = useAppState((s) => s.shell.settingsMenuOpen)
  const exporter = useExporter()
  const [exporting, setExporting] = useState(false)
  const [, navigate] = useLocation()
  const showGate = useAppState(selectShowAgeGate)
  const loginOpen = useAppState((s) => s.login.open || s.supply.open)
  const links = useOverlayNavLinks(LINKS)
  const onInstall = useInstallMenuAction()
  const toast = useAppState((s) => s.shell.toast)
  const dialog = useAppState((s) => s.shell.dialog)
  const Page = PAGES[route.name]
  const mobile = useMediaQuery(MOBILE_QUERY)
  const { applyHeadMeta, setWorkerTexts } = useServices()
  const offline = useAppState(selectOffline)
  // The route whose page part shows failed (offline: not saved; online: the update prompt), or null: on
  // a page that hides the layout on phones, the tab bar shows then, so the member can leave in the app
  // (the layout itself stays as it is: switching it would mount the page's boundary afresh, and so load
  // the failed part again and again).
  const [failedRoute, setFailedRoute] = useState<string | null>(null)
  const pageFailed = failedRoute === route.name
  // The login or supply popup closed with nothing to give the focus back to (the Sign in button became the
  // avatar, the 18+ gate went, or the route was blocked from the page load): the page's heading takes it.
  useFocusMainAfter(loginOpen)

  useEffect(() => {
    applyHeadMeta(pageMeta(route, window.location.origin, LL.pages[PAGE_TITLE[route.name]](), LL.app.name(), tag, dir))
  }, [LL, tag, dir, route, applyHeadMeta])

  // The service worker writes a missed call itself: it gets the words in the language shown, and the
  // address prefix its notifications' chats open under (a click must not switch the member's language).
  useEffect(() => {
    setWorkerTexts?.({ missedCall: LL.appShell.worker.missedCall({ name: "{name}" }), missedCallUnknown: LL.appShell.worker.missedCallUnknown(), prefix: route.prefix })
  }, [LL, setWorkerTexts, route.prefix])

  // wouter's navigate: the browser history in the live app, nothing in a replay (static memory location).
  const go = (rest: string) => {
    dispatch(I.ToggleAvatarMenu({ open: false }))
    navigate(`${route.prefix}/${rest}`)
  }

  return (
    <>
      <AppLayout
        signedIn={signedIn}
        coinBalance={coins}
        avatarUrl={user?.avatar ?? null}
        userName={user?.name ?? ""}
        menuOpen={menuOpen}
        onToggleMenu={() => dispatch(I.ToggleMenu({ open: !menuOpen }))}
        onSignIn={() => dispatch(I.OpenLogin({ origin: "menu" }))}
        onOpenAvatarMenu={() => dispatch(I.ToggleAvatarMenu({ open: !avatarMenuOpen }))}
        avatarMenuOpen={avatarMenuOpen}
        avatarMenu={
          avatarMenuOpen ? (
            <AvatarMenu
              id="avatar-menu"
              onProfile={() => go("profile/edit")}
              onAddCoins={() => go("shop")}
              onLogout={() => dispatch(I.Logout())}
              onClose={() => dispatch(I.ToggleAvatarMenu({ open: false }))}
            />
          ) : undefined
        }
        onToggleSettings={() => dispatch(I.ToggleSettingsMenu({ open: !settingsMenuOpen }))}
        settingsMenuOpen={settingsMenuOpen}
        settingsMenu={
          <ChunkErrorBoundary>
            <Suspense fallback={null}>
              <SettingsContainer onExport={exporter ? () => setExporting(true) : undefined} />
            </Suspense>
          </ChunkErrorBoundary>
        }
        links={links}
        onInstall={onInstall}
        currentPath={route.rest === "" ? "/" : `/${route.rest}`}
        languagePrefix={route.prefix}
        bare={mobile && hidesLayoutOnPhones(route.name)}
        topBanner={<DownloadBannerSlot />}
        notice={offline ? <OfflineStrip /> : null}
      >
        {/* /login shows the wall under the popup: the same page, so it is not mounted afresh. */}
        <ChunkErrorBoundary
          key={route.name === "LoginPage" ? "GoddessWall" : route.name}
          onFailedChange={(failed) => setFailedRoute((was) => (failed ? route.name : was === route.name ? null : was))}
        >
          <Suspense fallback={<Spinner label={LL.common.loading()} />}>
            {blocked ? null : Page ? (
              <Page />
            ) : (
              <PlaceholderPage titleKey={PAGE_TITLE[route.name]} languagePrefix={route.prefix} />
            )}
          </Suspense>
        </ChunkErrorBoundary>
      </AppLayout>
      {showGate ? <Gate18 onEnter={() => dispatch(I.AcceptAgeGate({ mobile: window.matchMedia(MOBILE_QUERY).matches }))} onLogIn={() => dispatch(I.OpenLogin({ origin: "gate" }))} /> : null}
      {loginOpen ? (
        <ChunkErrorBoundary onClose={() => dispatch(I.CloseLogin())}>
          {/* The popup's code (with the member features' kernel) on the network: the waiting bar, not nothing. */}
          <Suspense fallback={<WaitingBar />}>
            <LoginContainer />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
      <OverlaysContainer />
      <PageFailedContext.Provider value={pageFailed}>
        <GlobalLayers />
      </PageFailedContext.Provider>
      <PushCheckLayer />
      <Toast message={toast ? noticeText(LL, toast) : null} kind={toast ? noticeKind(toast) : "info"} />
      {exporting && exporter ? (
        <ChunkErrorBoundary onClose={() => setExporting(false)}>
          <Suspense fallback={null}>
            <ExportTraceContainer exporter={exporter} onClose={() => setExporting(false)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
      {dialog ? (
        <MessageDialog title={LL.app.name()} text={noticeText(LL, dialog)} onPrimary={() => dispatch(I.DismissDialog())} />
      ) : null}
      {/* a§8 account states: the session-error screen of the reason the session ended. */}
      <SessionScreenContainer />
      <InputsWaiting />
    </>
  )
}

const noSubscribe = () => () => {}
const notWaiting = () => false

/** The waiting bar while inputs wait for the member features' kernel (issue 14; ui/app/inputsWaiting.ts). */
function InputsWaiting() {
  const flag = useServices().inputsWaiting
  const on = useSyncExternalStore(flag?.subscribe ?? noSubscribe, flag?.get ?? notWaiting)
  return on ? <WaitingBar /> : null
}
