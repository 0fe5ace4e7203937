// The settings menu's container (a§2, m§2): maps the shell to SettingsMenu's props. Download app opens
// the QR download popup on phones and the download page otherwise, Blocked users opens the blacklist
// panel (the login popup for visitors), Check notifications the notification self-test (the login popup
// for visitors), Delete account shows the in-app deletion message, Log out is offered only in the mobile
// layout.
import { useLocation } from "wouter"
import { I } from "../../domain/app/intents"
import { isSignedIn } from "../../domain/session/state"
import { selectLanguage } from "../../domain/shell/selectors"
import { SettingsMenu } from "../components/SettingsMenu"
import { useAppState, useDispatch } from "./hooks"
import { MOBILE_QUERY, useMediaQuery } from "./useMediaQuery"

/** Props: `onExport` opens the export dialog (absent where there is no exporter). */
export interface SettingsContainerProps {
  id?: string
  onExport?: () => void
}

/** The open settings menu. */
export function SettingsContainer({ id, onExport }: SettingsContainerProps) {
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const language = useAppState(selectLanguage)
  const signedIn = useAppState((s) => isSignedIn(s.session))
  const mobile = useMediaQuery(MOBILE_QUERY)
  const close = () => dispatch(I.ToggleSettingsMenu({ open: false }))
  return (
    <SettingsMenu
      id={id}
      languagePrefix={prefix}
      language={language}
      // a§1: the switch is an intent (traced); the shell stores siteLanguage and closes the menu.
      onChooseLanguage={(l) => dispatch(I.ChooseLanguage({ language: l }))}
      showLogout={signedIn && mobile}
      onDownloadApp={() => {
        close()
        if (mobile) dispatch(I.ToggleDownloadPopup({ open: true }))
        else navigate(`${prefix}/download`)
      }}
      onBlockedUsers={() => {
        close()
        // m§6: visitors are asked to sign in for settings.
        dispatch(signedIn ? I.OpenBlockedUsers() : I.OpenLogin({ origin: "menu" }))
      }}
      onDeleteAccount={() => dispatch(I.RequestAccountDeletion())}
      onCheckNotifications={() => {
        close()
        // Signed-in members only (the push token belongs to a member); visitors are asked to sign in.
        dispatch(signedIn ? I.OpenPushCheck() : I.OpenLogin({ origin: "menu" }))
      }}
      onExportTrace={
        onExport &&
        (() => {
          close()
          onExport()
        })
      }
      onLogout={() => dispatch(I.Logout())}
      onClose={close}
    />
  )
}
