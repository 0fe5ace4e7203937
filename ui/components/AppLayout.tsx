// AppLayout: the shell around every page — a side rail on desktop (logo, nav links, install, coin
// balance, avatar or sign-in) that collapses behind a toggle in a top bar at <= 680 px, plus the
// main content slot. Internal hrefs are built from `languagePrefix`; external links open as-is.
import { useId, type KeyboardEvent, type ReactNode } from "react"
import { Link } from "wouter"
import { useI18n } from "../../i18n"
import { Avatar } from "./Avatar"
import { Button, IconButton } from "./Button"
import { CoinBalance } from "./CoinBalance"
import { ChatIcon, CloseIcon, DownloadIcon, InstallIcon, LockIcon, LogoMark, MenuIcon, ShieldIcon, ShuffleIcon } from "./icons"
import { SettingsButton } from "./SettingsButton"
import { Skeleton } from "./Skeleton"
import "./AppLayout.css"

/** Ids of the side-menu links; each has a label in `LL.nav`. */
export type NavLinkId = "liveChat" | "safetyCenter" | "privacyCenter" | "randomVideoChat" | "download"

/** One side-menu link: internal hrefs are paths without the language prefix ("/livechat"). */
export interface NavLinkSpec {
  id: NavLinkId
  href: string
  /** Absolute URL of another site: opened in a new tab, no prefix added. */
  external?: boolean
  /** Replaces the link's navigation (a plain click) with this action, e.g. opening a popup. */
  onSelect?: () => void
}

/** The default side-menu links (internal routes of spec section 2). */
export const defaultNavLinks: readonly NavLinkSpec[] = [
  { id: "liveChat", href: "/livechat" },
  { id: "safetyCenter", href: "/safety-center" },
  { id: "privacyCenter", href: "/privacy-center" },
  { id: "randomVideoChat", href: "/random-video-chat" },
  { id: "download", href: "/download" },
]

const ICONS: Record<NavLinkId, ReactNode> = {
  liveChat: <ChatIcon />,
  safetyCenter: <ShieldIcon />,
  privacyCenter: <LockIcon />,
  randomVideoChat: <ShuffleIcon />,
  download: <DownloadIcon />,
}

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /**
   * Whether a member is signed in; null while that is not known yet (the page's start waits for the member
   * features' code, issue 14): then neither the Sign in button nor the account shows, a placeholder holds
   * their place.
   */
  signedIn: boolean | null
  /** Coins (goldNum); null while unknown. Shown only when signed in. */
  coinBalance: number | null
  avatarUrl: string | null
  userName: string
  /** Mobile menu state (ignored on desktop, where the rail is always shown). */
  menuOpen: boolean
  onToggleMenu: () => void
  onSignIn: () => void
  onOpenAvatarMenu: () => void
  /** Whether the avatar popup is open (sets aria-expanded on the avatar button). */
  avatarMenuOpen?: boolean
  /** The AvatarMenu element, rendered anchored to the avatar button while open. */
  avatarMenu?: ReactNode
  /** Shows the settings gear (rail on desktop, top bar on phones) when given. */
  onToggleSettings?: () => void
  /** Whether the settings menu is open (aria-expanded on the gear). */
  settingsMenuOpen?: boolean
  /** The SettingsMenu element while open (it positions itself under the visible gear). */
  settingsMenu?: ReactNode
  /** Shows the install-as-app button when given (desktop, installable, not installed). */
  onInstall?: () => void
  links?: readonly NavLinkSpec[]
  /** Current location path, with or without the language prefix; marks the current link. */
  currentPath: string
  /** "" for English, "/tr" for Turkish, ...; prepended to internal hrefs. */
  languagePrefix: string
  /** Hides the rail and top bar (routes that "hide the layout"). */
  bare?: boolean
  /** A banner at the top of the page's flow, above the page (the download banner); not on bare routes. */
  topBanner?: ReactNode
  /** A notice above the page, also on bare routes (the offline strip), or null. */
  notice?: ReactNode
  children: ReactNode
}

/** The app shell: side rail / mobile top bar and the main slot. */
export function AppLayout(props: AppLayoutProps) {
  const {
    signedIn, coinBalance, avatarUrl, userName, menuOpen, onToggleMenu, onSignIn, onOpenAvatarMenu,
    avatarMenuOpen = false, avatarMenu, onToggleSettings, settingsMenuOpen = false, settingsMenu, onInstall, links = defaultNavLinks, currentPath, languagePrefix,
    bare = false, topBanner, notice = null, children,
  } = props
  const { LL } = useI18n()
  const railId = useId()
  const avatarMenuId = useId()
  const settingsMenuId = useId()
  const home = `~${languagePrefix}/`
  /** The coin balance, a link to the coin shop (as the avatar menu's Add coins is). */
  const balance = (compact: boolean) => (
    <Link href={`~${languagePrefix}/shop`} className="coin-balance-link" title={LL.avatarMenu.addCoins()}>
      <CoinBalance value={coinBalance} compact={compact} />
    </Link>
  )
  const appName = LL.app.name()

  if (bare) return <main id="main" className="app-main is-bare">{notice}{children}</main>

  const isCurrent = (href: string) => currentPath === href || currentPath === `${languagePrefix}${href}`

  /** Escape closes the phone's menu drawer, from inside it or from its toggle (focus on the toggle). */
  const onRailKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape" && menuOpen && !avatarMenuOpen) {
      e.preventDefault()
      onToggleMenu()
      document.getElementById(`${railId}-toggle`)?.focus()
    }
  }

  return (
    <div className={`app-layout${menuOpen ? " menu-open" : ""}`}>
      <a className="skip-link" href="#main">{LL.nav.skipToContent()}</a>
      <header className="app-topbar">
        <IconButton
          id={`${railId}-toggle`}
          label={menuOpen ? LL.nav.closeMenu() : LL.nav.openMenu()}
          icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
          aria-expanded={menuOpen}
          aria-controls={railId}
          onClick={onToggleMenu}
          onKeyDown={onRailKey}
        />
        <Link href={home} className="app-brand" aria-label={LL.nav.home({ app: appName })}>
          <LogoMark size={28} />
          <span className="app-brand-name" aria-hidden="true">{appName}</span>
        </Link>
        <div className="app-topbar-end">
          {onToggleSettings ? <SettingsButton open={settingsMenuOpen} onToggle={onToggleSettings} menuId={settingsMenuId} /> : null}
          {signedIn === null ? (
            <Skeleton className="app-account-pending" shape="block" />
          ) : signedIn ? balance(true) : (
            <Button variant="primary" size="sm" className="app-topbar-signin" onClick={onSignIn}>{LL.nav.signIn()}</Button>
          )}
        </div>
      </header>

      <nav id={railId} className="app-rail" aria-label={LL.nav.label()} onKeyDown={onRailKey}>
        <div className="app-rail-head">
          <Link href={home} className="app-brand app-rail-brand" aria-label={LL.nav.home({ app: appName })}>
            <LogoMark size={32} />
            <span className="app-brand-name" aria-hidden="true">{appName}</span>
          </Link>
          {onToggleSettings ? <SettingsButton open={settingsMenuOpen} onToggle={onToggleSettings} menuId={settingsMenuId} /> : null}
        </div>
        <ul role="list" className="app-nav">
          {links.map((l) => (
            <li key={l.id}>
              {l.external ? (
                <a className="app-nav-link" href={l.href} target="_blank" rel="noopener noreferrer">
                  {ICONS[l.id]}
                  <span>{LL.nav[l.id]()}</span>
                </a>
              ) : (
                <Link
                  href={`~${languagePrefix}${l.href}`}
                  className="app-nav-link"
                  aria-current={isCurrent(l.href) ? "page" : undefined}
                  aria-haspopup={l.onSelect ? "dialog" : undefined}
                  onClick={l.onSelect ? (e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
                    e.preventDefault()
                    l.onSelect?.()
                  } : undefined}
                >
                  {ICONS[l.id]}
                  <span>{LL.nav[l.id]()}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
        {onInstall ? (
          <button type="button" className="app-nav-link app-install" onClick={onInstall}>
            <InstallIcon />
            <span>{LL.nav.install()}</span>
          </button>
        ) : null}
        <div className={`app-rail-account${signedIn === false ? " is-signed-out" : ""}`}>
          {signedIn === null ? (
            <Skeleton className="app-account-pending" shape="block" />
          ) : signedIn ? (
            <>
              {balance(false)}
              <div className="app-avatar-anchor">
                <button
                  type="button"
                  className="app-avatar-btn"
                  data-avatar-trigger
                  aria-label={userName ? LL.nav.account({ name: userName }) : LL.nav.accountNoName()}
                  aria-haspopup="menu"
                  aria-expanded={avatarMenuOpen}
                  aria-controls={avatarMenuOpen ? avatarMenuId : undefined}
                  onClick={onOpenAvatarMenu}
                >
                  <Avatar src={avatarUrl} name={userName} size={40} />
                  <span className="app-avatar-name user-text" aria-hidden="true">{userName}</span>
                </button>
                {avatarMenuOpen && avatarMenu ? <div id={avatarMenuId} className="app-avatar-popup">{avatarMenu}</div> : null}
              </div>
            </>
          ) : (
            <Button variant="primary" block className="app-rail-signin" onClick={onSignIn}>{LL.nav.signIn()}</Button>
          )}
        </div>
      </nav>

      <main id="main" className="app-main" tabIndex={-1}>
        {notice}
        {topBanner}
        {children}
      </main>
      {settingsMenuOpen && settingsMenu ? <div id={settingsMenuId}>{settingsMenu}</div> : null}
    </div>
  )
}
