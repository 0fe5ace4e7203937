// The global overlays' container (a§2, a§4): maps the overlays slice to the banners, the register
// dialog, the download popup and the welcome notices, and dispatches the member's answers. Also
// gives the side menu's download link its popup on desktop (`useOverlayNavLinks`).
import { useCallback, useMemo, useSyncExternalStore } from "react"
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
import { loadConfig } from "../../infrastructure/config"
import { useI18n } from "../../i18n"
import type { NavLinkSpec } from "../components/AppLayout"
import { BannerDock, CookieBanner, DownloadBanner, PrivacyBanner, WelcomeNotices } from "../components/Banners"
import { DownloadPopup } from "../components/DownloadPopup"
import { RegisterCoinsBanner } from "../components/RegisterCoinsBanner"
import { useAppState, useDispatch } from "./hooks"
import { MOBILE_BREAKPOINT_PX } from "../../domain/constants"

const config = loadConfig()
const MOBILE = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

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
 * The side-menu links with the download link opening the QR popup instead of the download page on
 * desktop (a§2); on phones (<= 680 px) it stays a link to the page.
 */
export const useOverlayNavLinks = (links: readonly NavLinkSpec[]): readonly NavLinkSpec[] => {
  const dispatch = useDispatch()
  const mobile = useMobile()
  return useMemo(
    () => (mobile ? links : links.map((l) => (l.id === "download" ? { ...l, onSelect: () => dispatch(I.ToggleDownloadPopup({ open: true })) } : l))),
    [links, mobile, dispatch],
  )
}

/** Renders every global overlay that its rule currently shows. */
export function OverlaysContainer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const cookie = useAppState(selectCookieBanner)
  const privacy = useAppState(selectPrivacyBanner)
  const register = useAppState(selectRegisterBanner)
  const downloadBanner = useAppState(selectDownloadBanner)
  const downloadOpen = useAppState(selectDownloadPopupOpen)
  const welcome = useAppState(selectWelcomeNotices)
  const name = useAppState((s) => s.session.user?.name ?? "")
  const blocked = useAppState((s) => s.login.open || s.supply.open)

  const openDownload = () => dispatch(I.ToggleDownloadPopup({ open: true }))
  const w = LL.overlays.welcome
  const notices = welcome.map((n) => ({ index: n.index, text: n.key === "welcomeBack" ? w.welcomeBack({ name }) : w[n.key]() }))

  return (
    <>
      <WelcomeNotices notices={notices} onDismiss={(index) => dispatch(I.DismissWelcomeNotice({ index }))} />
      {cookie || privacy || downloadBanner ? (
        <BannerDock>
          {downloadBanner ? <DownloadBanner onOpen={openDownload} onClose={() => dispatch(I.CloseDownloadBanner())} /> : null}
          {privacy ? <PrivacyBanner policyHref={pathIn(prefix, "vidchat-privacy-policy")} onAgree={() => dispatch(I.AgreePrivacy())} /> : null}
          {cookie ? <CookieBanner policyHref={pathIn(prefix, "vidchat-cookie-policy")} onAccept={() => dispatch(I.AcceptCookies())} /> : null}
        </BannerDock>
      ) : null}
      {register && !blocked && !downloadOpen ? (
        <RegisterCoinsBanner
          img={register.img}
          gold={register.gold}
          callCount={register.callCount}
          onClaim={() => dispatch(I.CloseRegisterBanner({ via: "claim" }))}
          onDismiss={() => dispatch(I.CloseRegisterBanner({ via: "dismiss" }))}
        />
      ) : null}
      {downloadOpen ? (
        <DownloadPopup
          androidUrl={config.androidAppUrl}
          iosUrl={config.iosAppUrl}
          onClose={() => dispatch(I.ToggleDownloadPopup({ open: false }))}
        />
      ) : null}
    </>
  )
}
