// Global banners of a§2/a§4: the cookie banner and the privacy-agreement banner (landmark regions docked
// at the bottom, non-modal), the download banner (at the top of the page's flow), and the welcome notices
// (a stack of dismissible notes). Texts come from i18n; callbacks only: timing and state belong to the domain.
import { useLayoutEffect, useRef, type ReactNode, type Ref, type RefObject } from "react"
import { useI18n } from "../../i18n"
import { Button, IconButton } from "./Button"
import { CloseIcon, DownloadIcon, InfoIcon, LogoMark } from "./icons"
import "./Banners.css"

/** Height of an element's own box, px. */
const boxHeight = (el: HTMLElement): number => el.getBoundingClientRect().height

/**
 * Publishes `measure()` (px) as the custom property `name` on the root element while mounted, kept
 * current as `ref`'s element or its children resize. Measured in ResizeObserver callbacks only, which
 * come after layout: the commit never forces a layout of the page (issue 14, long tasks).
 */
export const usePublishedHeight = (ref: RefObject<HTMLElement | null>, name: string, measure: (el: HTMLElement) => number = boxHeight): void => {
  // Every render: the dock's children change without its own box changing size.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver !== "function") return
    const root = document.documentElement
    // Only a new height is written: each write of a custom property on the root restyles the whole page.
    const ro = new ResizeObserver(() => {
      const px = `${Math.ceil(measure(el))}px`
      if (root.style.getPropertyValue(name) !== px) root.style.setProperty(name, px)
    })
    for (const target of [el, ...Array.from(el.children)]) ro.observe(target)
    return () => ro.disconnect()
  })
  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty(name)
    },
    [name],
  )
}

/** Room the dock's banners take above its bottom edge, px: from its padding above the topmost banner to the dock's bottom. */
const stackHeight = (dock: HTMLElement): number => {
  const top = dock.firstElementChild?.getBoundingClientRect().top
  if (top === undefined) return 0
  const padTop = parseFloat(getComputedStyle(dock).paddingTop) || 0
  return dock.getBoundingClientRect().bottom - top + padTop
}

/**
 * Keys in the order they arrived: the keys of `previous` that are still in `present` (or in `held`:
 * kept although gone), then the keys of `present` that are new, in `present`'s order. Pure; a key in
 * `held` that is not in `previous` is not added.
 */
export const arrivalOrder = <K,>(previous: readonly K[], present: readonly K[], held: readonly K[] = []): K[] => [
  ...previous.filter((k) => present.includes(k) || held.includes(k)),
  ...present.filter((k) => !previous.includes(k)),
]

/** {@link arrivalOrder} kept across renders (same inputs give the same order, so a double render is harmless). */
export const useArrivalOrder = <K,>(present: readonly K[], held: readonly K[] = []): readonly K[] => {
  const last = useRef<readonly K[]>([])
  const next = arrivalOrder(last.current, present, held)
  last.current = next
  return next
}

/**
 * The bottom dock that stacks the banners waiting for an answer (cookies, privacy agreement, install).
 * Nothing in it moves when a banner comes (no layout shift, issue 14): the dock's box is fixed from the
 * top of the screen to its bottom edge and never changes, its banners sit at its bottom, and the caller
 * gives them newest first, so a newcomer goes on top of the stack and the ones below stay put. While
 * shown it publishes the stack's height as `--banner-dock-space` on the root element: the layout keeps
 * that much room below the page, the chat columns end above it and focus scrolls clear of it
 * (scroll-padding), so it hides no content that cannot be scrolled into view.
 */
export function BannerDock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  usePublishedHeight(ref, "--banner-dock-space", stackHeight)
  return (
    <div ref={ref} className="banner-dock">
      {children}
    </div>
  )
}

/**
 * The top of the page's own flow, for a banner that stays until closed (the download banner): it takes
 * its room above the page instead of floating over it, so it never covers content (a phone's friend page
 * kept its Add friend button under the docked banner). Publishes its height as `--flow-banner-space`
 * (the full-height message and friends columns subtract it).
 */
export function FlowBanner({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  usePublishedHeight(ref, "--flow-banner-space", boxHeight)
  return (
    <div ref={ref} className="banner-flow">
      {children}
    </div>
  )
}

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Href of the cookie-policy page (with the language prefix). */
  policyHref: string
  onAccept: () => void
  /** The banner's region (the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLElement>
}

/** a§4 cookie banner: text, policy link, Accept. */
export function CookieBanner({ policyHref, onAccept, ref }: CookieBannerProps) {
  const { LL } = useI18n()
  return (
    <section ref={ref} className="banner banner-cookie" role="region" aria-label={LL.overlays.cookie.label()}>
      <p className="banner-text">
        {LL.overlays.cookie.text()}{" "}
        <a href={policyHref} target="_blank" rel="noopener noreferrer">{LL.overlays.cookie.policy()}</a>
      </p>
      <div className="banner-actions">
        <Button variant="primary" size="sm" onClick={onAccept}>{LL.overlays.cookie.accept()}</Button>
      </div>
    </section>
  )
}

/** Props of {@link PrivacyBanner}. */
export interface PrivacyBannerProps {
  policyHref: string
  onAgree: () => void
  /** The banner's region (the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLElement>
}

/** a§4 privacy-agreement banner: text, policy link, Agree. */
export function PrivacyBanner({ policyHref, onAgree, ref }: PrivacyBannerProps) {
  const { LL } = useI18n()
  return (
    <section ref={ref} className="banner banner-privacy" role="region" aria-label={LL.overlays.privacy.label()}>
      <p className="banner-text">
        {LL.overlays.privacy.text({ app: LL.app.name() })}{" "}
        <a href={policyHref} target="_blank" rel="noopener noreferrer">{LL.overlays.privacy.policy()}</a>
      </p>
      <div className="banner-actions">
        <Button variant="primary" size="sm" onClick={onAgree}>{LL.overlays.privacy.agree()}</Button>
      </div>
    </section>
  )
}

/** Props of {@link DownloadBanner}. */
export interface DownloadBannerProps {
  onOpen: () => void
  onClose: () => void
  /** The banner's region (the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLElement>
}

/** a§4 download banner: invites to the app; Get the app opens the QR popup; closing hides it for 24 h. */
export function DownloadBanner({ onOpen, onClose, ref }: DownloadBannerProps) {
  const { LL } = useI18n()
  return (
    <section ref={ref} className="banner banner-download" role="region" aria-label={LL.overlays.download.bannerLabel()}>
      <LogoMark size={32} aria-hidden="true" className="banner-logo" />
      <p className="banner-text">{LL.overlays.download.bannerText({ app: LL.app.name() })}</p>
      <div className="banner-actions">
        <Button variant="secondary" size="sm" className="banner-get" title={LL.overlays.download.open()} icon={<DownloadIcon size={18} />} onClick={onOpen}>{LL.overlays.download.open()}</Button>
        <IconButton size="sm" label={LL.overlays.download.closeBanner()} icon={<CloseIcon size={18} />} onClick={onClose} />
      </div>
    </section>
  )
}

/** One welcome notice as the view shows it: its index in the domain list and its translated text. */
export interface WelcomeNoticeView {
  index: number
  text: string
}

/** Props of {@link WelcomeNotices}. */
export interface WelcomeNoticesProps {
  notices: readonly WelcomeNoticeView[]
  onDismiss: (index: number) => void
  /** Ref of each notice's item (a ref callback that may return its cleanup: where the focus goes when the last notice leaves with it). */
  itemRef?: Ref<HTMLLIElement>
}

/** a§4 welcome notices: a polite live list at the top right (full width on phones). */
export function WelcomeNotices({ notices, onDismiss, itemRef }: WelcomeNoticesProps) {
  const { LL } = useI18n()
  return (
    <section className="welcome-notices" role="region" aria-label={LL.overlays.welcome.label()} aria-live="polite" hidden={notices.length === 0}>
      <ul role="list">
        {notices.map((n) => (
          <li key={n.index} className="welcome-notice" ref={itemRef}>
            <InfoIcon size={20} aria-hidden="true" />
            <span className="welcome-notice-text">{n.text}</span>
            <IconButton
              size="sm"
              label={LL.overlays.welcome.dismiss()}
              icon={<CloseIcon size={16} />}
              onClick={(e) => {
                // The keyboard goes on to the next notice (else the one before); after the last, where
                // `itemRef` sends it (the container: the main content), never to <body>.
                const item = e.currentTarget.closest("li")
                const next = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>("button")
                next?.focus()
                onDismiss(n.index)
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
