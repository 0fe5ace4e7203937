// The global overlays' container (a§2, a§4): maps the overlays slice to the banners, the register
// dialog, the download popup and the welcome notices, and the push and install slices to the web-push
// invitation, the install banner and the phones' mini install button, and the app shell's update prompt
// (a new version is ready; never during a call) to its banner; dispatches the member's answers.
// Also gives the side menu's download link its popup and its install button on desktop. A banner or
// prompt that goes with the keyboard focus in it (closed from its own button) hands the focus to the
// main content, not to <body> (focusMainWhenRemoved).
import { Suspense, useCallback, useMemo, useSyncExternalStore, type ReactNode } from "react"
import { I } from "../../domain/app/intents"
import {
  selectCookieBanner,
  selectDownloadBanner,
  selectDownloadPopupOpen,
  selectPrivacyBanner,
  selectRegisterBanner,
  selectWelcomeNotices,
} from "../../domain/overlays/selectors"
import { pathIn } from "../../domain/shell/routes"
import { selectPushInvitation } from "../../domain/push/selectors"
import { selectInstallBanner, selectInstallCoins, selectInstallMenu, selectInstallMini } from "../../domain/install/selectors"
import { useI18n } from "../../i18n"
import type { NavLinkSpec } from "../components/AppLayout"
import { BannerDock, CookieBanner, DownloadBanner, FlowBanner, PrivacyBanner, useArrivalOrder, WelcomeNotices } from "../components/Banners"
import { focusMainWhenRemoved } from "./focusMain"
import { ChunkErrorBoundary, CORE_TEXTS, lazy } from "./lazyChunk"
import { useAppState, useDispatch, useServices } from "./hooks"
import { MOBILE_BREAKPOINT_PX } from "../../domain/constants"
import { selectUpdatePrompt } from "../../domain/appshell/selectors"
import { UpdatePrompt } from "../components/AppShellNotices"

const MOBILE = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

// Issue 14: dialogs a first screen does not show are chunks of their own, loaded when they open.
const DownloadPopup = lazy(() => import("../components/DownloadPopup"), (m) => m.DownloadPopup, CORE_TEXTS)
const RegisterCoinsBanner = lazy(() => import("../components/RegisterCoinsBanner"), (m) => m.RegisterCoinsBanner, CORE_TEXTS)
// The install and web-push prompts wait for the browser's install offer or the member's activity, so no
// first screen shows them: one chunk for the three, loaded when one is to show.
const InstallBanner = lazy(() => import("../components/AppPrompts"), (m) => m.InstallBanner, CORE_TEXTS)
const InstallMiniButton = lazy(() => import("../components/AppPrompts"), (m) => m.InstallMiniButton, CORE_TEXTS)
const PushInvitation = lazy(() => import("../components/AppPrompts"), (m) => m.PushInvitation, CORE_TEXTS)

/** A prompt loaded when it is to show: nothing until its chunk is in, nor where the chunk failed (the member did not ask for it). */
function OnDemand({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary quiet>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkErrorBoundary>
  )
}

/** What the bottom dock can hold: the install banner, the privacy and cookie banners, the phone's mini install button. */
type DockKey = "install" | "privacy" | "cookie" | "mini"

/** True in the phone layout (a§9: <= 680 px); false where matchMedia is missing. */
const useMobile = (): boolean => {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof matchMedia !== "function") return () => {}
    const m = matchMedia(MOBILE)
    m.addEventListener("change", onChange)
    return () => m.removeEventListener("change", onChange)
  }, [])
  return useSyncExternalStore(subscribe, () => typeof matchMedia === "function" && matchMedia(MOBILE).matches, () => false)
}

/**
 * The side-menu links with the download link opening the QR popup instead of the download page (a§2: the
 * side menu offers a download popup), on phones too: the page is for members only (a§2 downLoad), so a
 * visitor's tap asked them to sign in. The phone's menu drawer stays open behind the popup, so closing
 * the popup gives focus back to the link.
 */
export const useOverlayNavLinks = (links: readonly NavLinkSpec[]): readonly NavLinkSpec[] => {
  const dispatch = useDispatch()
  return useMemo(
    () =>
      links.map((l) => (l.id === "download" ? { ...l, onSelect: () => dispatch(I.ToggleDownloadPopup({ open: true })) } : l)),
    [links, dispatch],
  )
}

/** a§2 the side menu's install-as-app button (desktop only; phones get the mini button): its action, or undefined. */
export const useInstallMenuAction = (): (() => void) | undefined => {
  const dispatch = useDispatch()
  const mobile = useMobile()
  const offered = useAppState(selectInstallMenu)
  return useMemo(() => (offered && !mobile ? () => dispatch(I.AcceptInstall({ via: "menu" })) : undefined), [offered, mobile, dispatch])
}

/**
 * a§4 download banner, at the top of the page's flow (AppLayout's `topBanner`): it stays until closed,
 * so it takes its own room instead of floating over the page (the bottom dock covered a phone's friend
 * page buttons).
 */
export function DownloadBannerSlot() {
  const dispatch = useDispatch()
  const shown = useAppState(selectDownloadBanner)
  if (!shown) return null
  return (
    <FlowBanner>
      <DownloadBanner ref={focusMainWhenRemoved} onOpen={() => dispatch(I.ToggleDownloadPopup({ open: true }))} onClose={() => dispatch(I.CloseDownloadBanner())} />
    </FlowBanner>
  )
}

/** Renders every global overlay that its rule currently shows. */
export function OverlaysContainer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const { downloadLinks } = useServices()
  const mobile = useMobile()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const cookie = useAppState(selectCookieBanner)
  const privacy = useAppState(selectPrivacyBanner)
  const register = useAppState(selectRegisterBanner)
  const downloadOpen = useAppState(selectDownloadPopupOpen)
  const welcome = useAppState(selectWelcomeNotices)
  const name = useAppState((s) => s.session.user?.name ?? "")
  const blocked = useAppState((s) => s.login.open || s.supply.open)
  const invitation = useAppState(selectPushInvitation)
  const installBanner = useAppState(selectInstallBanner)
  const installMini = useAppState(selectInstallMini) && mobile
  const installCoins = useAppState(selectInstallCoins)
  const update = useAppState(selectUpdatePrompt)

  // The dock's banners newest first (on top of the stack: nothing below moves when one comes). The
  // phone's mini install button keeps its room, hidden, while the install banner is up, so the banners
  // above it do not drop when the banner replaces it (issue 14: no layout shift without input).
  const present: DockKey[] = [...(installBanner ? ["install" as const] : []), ...(privacy ? ["privacy" as const] : []), ...(cookie ? ["cookie" as const] : []), ...(installMini ? ["mini" as const] : [])]
  const docked = [...useArrivalOrder<DockKey>(present, installBanner && mobile ? ["mini"] : [])].reverse()

  const w = LL.overlays.welcome
  const notices = welcome.map((n) => ({ index: n.index, text: n.key === "welcomeBack" ? w.welcomeBack({ name }) : w[n.key]() }))

  return (
    <>
      <WelcomeNotices notices={notices} itemRef={focusMainWhenRemoved} onDismiss={(index) => dispatch(I.DismissWelcomeNotice({ index }))} />
      {docked.length > 0 || update ? (
        <BannerDock>
          {update ? (
            <UpdatePrompt ref={focusMainWhenRemoved} variant="banner" reason="ready" canReload onReload={() => dispatch(I.ReloadToUpdate())} onLater={() => dispatch(I.PostponeUpdate())} />
          ) : null}
          {docked.map((key) =>
            key === "install" ? (
              <OnDemand key={key}>
                <InstallBanner ref={focusMainWhenRemoved} coins={installCoins} onInstall={() => dispatch(I.AcceptInstall({ via: "banner" }))} onClose={() => dispatch(I.DismissInstallBanner())} />
              </OnDemand>
            ) : key === "privacy" ? (
              <PrivacyBanner key={key} ref={focusMainWhenRemoved} policyHref={pathIn(prefix, "vidchat-privacy-policy")} onAgree={() => dispatch(I.AgreePrivacy())} />
            ) : key === "cookie" ? (
              <CookieBanner key={key} ref={focusMainWhenRemoved} policyHref={pathIn(prefix, "vidchat-cookie-policy")} onAccept={() => dispatch(I.AcceptCookies())} />
            ) : (
              <OnDemand key={key}>
                <InstallMiniButton ref={focusMainWhenRemoved} held={!installMini} onInstall={() => dispatch(I.AcceptInstall({ via: "mini" }))} />
              </OnDemand>
            ),
          )}
        </BannerDock>
      ) : null}
      {register && !blocked && !downloadOpen ? (
        <ChunkErrorBoundary onClose={() => dispatch(I.CloseRegisterBanner({ via: "dismiss" }))}>
          <Suspense fallback={null}>
            <RegisterCoinsBanner
              ref={focusMainWhenRemoved}
              img={register.img}
              gold={register.gold}
              callCount={register.callCount}
              onClaim={() => dispatch(I.CloseRegisterBanner({ via: "claim" }))}
              onDismiss={() => dispatch(I.CloseRegisterBanner({ via: "dismiss" }))}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
      {invitation && !register && !blocked && !downloadOpen ? (
        <OnDemand>
          <PushInvitation
            ref={focusMainWhenRemoved}
            coins={invitation.coins}
            img={invitation.img}
            onConfirm={() => dispatch(I.ConfirmPushInvitation())}
            onCancel={() => dispatch(I.DismissPushInvitation())}
          />
        </OnDemand>
      ) : null}
      {downloadOpen ? (
        <ChunkErrorBoundary onClose={() => dispatch(I.ToggleDownloadPopup({ open: false }))}>
          <Suspense fallback={null}>
            <DownloadPopup
              androidUrl={downloadLinks.android}
              iosUrl={downloadLinks.ios}
              onClose={() => dispatch(I.ToggleDownloadPopup({ open: false }))}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  )
}
