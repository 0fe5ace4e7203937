// SettingsMenu: the gear button and its popup of a§2 / m§2 — the interface language (a§1: a group of
// radio items, each language named in itself), terms and privacy (new tab), blocked users (opens the
// blacklist panel), check notifications (the self-test), delete account (a message only), download app,
// export diagnostic trace and, on
// phones, log out. A WAI-ARIA menu: focus goes to the first item, arrows/Home/End move, Escape, Tab or a
// click outside close (callback) and focus returns to where it was (the gear).
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { bcp47Of } from "../../domain/shell/language"
import { usePopupMenu } from "./usePopupMenu"
import { ENDONYMS, UI_LANGUAGES, useI18n, type UiLanguage } from "../../i18n"
import { BellIcon, BlockIcon, CheckIcon, ChevronDownIcon, DownloadIcon, GlobeIcon, LogoutIcon, TrashIcon } from "./icons"
import { DocumentIcon, ExternalIcon, PulseIcon } from "./SettingsMenuIcons"
import "./SettingsMenu.css"

/** Paths of the policy pages (a§2), without the language prefix. */
export const TERMS_PATH = "/vidchat-terms-of-use"
export const PRIVACY_PATH = "/vidchat-privacy-policy"

export { SettingsButton, type SettingsButtonProps } from "./SettingsButton"

/** Props of {@link SettingsMenu}: what to show and one callback per action. */
export interface SettingsMenuProps {
  /** Element id, referenced by the gear's aria-controls. */
  id?: string
  /** "" for English, "/tr", ...: prefix of the policy links. */
  languagePrefix: string
  /** The interface language in use (a spec code, "iw" for Hebrew). */
  language: UiLanguage
  /** The member chose a language in the picker (the container dispatches ChooseLanguage). */
  onChooseLanguage: (language: UiLanguage) => void
  /** Shows "Log out" (signed in and in the mobile layout, a§2). */
  showLogout: boolean
  onDownloadApp: () => void
  /** Opens the blocked-users panel (m§2). */
  onBlockedUsers: () => void
  /** Opens the notification self-test. */
  onCheckNotifications: () => void
  onDeleteAccount: () => void
  /** Opens the export dialog; the entry is left out when absent. */
  onExportTrace?: () => void
  onLogout: () => void
  /** Escape, Tab away, a click outside, or after following a link. */
  onClose: () => void
}

/** The settings popup menu. */
export function SettingsMenu(props: SettingsMenuProps) {
  const { id, languagePrefix, language, onChooseLanguage, showLogout, onDownloadApp, onBlockedUsers, onCheckNotifications, onDeleteAccount, onExportTrace, onLogout, onClose } = props
  const { LL } = useI18n()
  const { ref, onKeyDown } = usePopupMenu(onClose, "[data-settings-trigger]")
  const newTabId = useId()
  const languagesId = useId()
  const [choosing, setChoosing] = useState(false)
  const checkedRef = useRef<HTMLButtonElement>(null)
  // Opening the language group moves focus to the language in use.
  useLayoutEffect(() => {
    if (choosing) checkedRef.current?.focus()
  }, [choosing])

  const button = (label: string, icon: ReactNode, action: () => void, extra = "") => (
    <button type="button" role="menuitem" tabIndex={-1} className={`settings-menu-item ${extra}`} onClick={action}>
      {icon}
      <span>{label}</span>
    </button>
  )

  const policy = (label: string, path: string) => (
    <a
      role="menuitem"
      tabIndex={-1}
      className="settings-menu-item"
      href={`${languagePrefix}${path}`}
      target="_blank"
      rel="noopener"
      aria-describedby={newTabId}
      onClick={() => onClose()}
    >
      <DocumentIcon />
      <span>{label}</span>
      <ExternalIcon size={16} className="settings-menu-external" />
    </a>
  )

  return (
    <div ref={ref} id={id} role="menu" aria-label={LL.settings.label()} className="settings-menu" onKeyDown={onKeyDown}>
      {policy(LL.settings.terms(), TERMS_PATH)}
      {policy(LL.settings.privacy(), PRIVACY_PATH)}
      <span id={newTabId} hidden>{LL.settings.newTab()}</span>
      <div role="separator" className="settings-menu-sep" />
      {button(LL.settings.blockedUsers(), <BlockIcon />, onBlockedUsers)}
      {button(LL.appShell.pushCheck.menu(), <BellIcon />, onCheckNotifications)}
      {button(LL.settings.deleteAccount(), <TrashIcon />, onDeleteAccount)}
      {button(LL.settings.downloadApp(), <DownloadIcon />, onDownloadApp)}
      {onExportTrace ? button(LL.settings.exportTrace(), <PulseIcon />, onExportTrace) : null}
      <div role="separator" className="settings-menu-sep" />
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="settings-menu-item"
        aria-label={`${LL.settings.language()}: ${ENDONYMS[language]}`}
        aria-expanded={choosing}
        aria-controls={choosing ? languagesId : undefined}
        onClick={() => setChoosing((c) => !c)}
      >
        <GlobeIcon />
        <span>{LL.settings.language()}</span>
        <span className="settings-menu-value" lang={bcp47Of(language)} aria-hidden="true">{ENDONYMS[language]}</span>
        <ChevronDownIcon size={16} className={`settings-menu-chevron${choosing ? " is-open" : ""}`} />
      </button>
      {choosing ? (
        <div id={languagesId} role="group" aria-label={LL.settings.language()} className="settings-menu-languages">
          {UI_LANGUAGES.map((l) => (
            <button
              key={l}
              ref={l === language ? checkedRef : undefined}
              type="button"
              role="menuitemradio"
              aria-checked={l === language}
              // Roving tab stop on the language in use: the long list scrolls and stays keyboard-reachable.
              tabIndex={l === language ? 0 : -1}
              lang={bcp47Of(l)}
              className="settings-menu-item settings-menu-language"
              onClick={() => onChooseLanguage(l)}
            >
              <span>{ENDONYMS[l]}</span>
              {l === language ? <CheckIcon size={16} /> : null}
            </button>
          ))}
        </div>
      ) : null}
      {showLogout ? (
        <>
          <div role="separator" className="settings-menu-sep" />
          {button(LL.settings.logout(), <LogoutIcon />, onLogout, "is-danger")}
        </>
      ) : null}
    </div>
  )
}
