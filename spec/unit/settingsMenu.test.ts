// The settings (gear) menu of a§2 / m§2 in the shell: opening and closing it, at most one of the
// avatar and settings menus open, closed by navigation and logout, and "Delete account" showing only
// the message that deletion is done in the mobile app (no command runs).
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { E, T0 } from "../support/fixtures"
import { given } from "../support/gwt"

const settingsOpen = { _tag: "SettingsMenuToggled" as const, at: T0, open: true }

describe("Settings menu (a§2, m§2)", () => {
  it("opens and closes through ToggleSettingsMenu; a repeated toggle decides nothing", () => {
    given(E.started())
      .when(I.ToggleSettingsMenu({ open: true }))
      .then(settingsOpen)
      .thenCommands()
    expect(given(E.started()).when(I.ToggleSettingsMenu({ open: true })).state.shell.settingsMenuOpen).toBe(true)
    given(E.started(), settingsOpen).when(I.ToggleSettingsMenu({ open: true })).then()
    const closed = given(E.started(), settingsOpen).when(I.ToggleSettingsMenu({ open: false }))
    closed.then({ _tag: "SettingsMenuToggled", at: T0, open: false })
    expect(closed.state.shell.settingsMenuOpen).toBe(false)
  })

  it("opening it closes the phone's menu drawer", () => {
    const s = given(E.started(), { _tag: "MenuToggled", at: T0, open: true }).when(I.ToggleSettingsMenu({ open: true })).state
    expect(s.shell).toMatchObject({ menuOpen: false, settingsMenuOpen: true })
  })

  it("opening one of the avatar and settings menus closes the other", () => {
    const avatar = given(E.started(), settingsOpen).when(I.ToggleAvatarMenu({ open: true }))
    expect(avatar.state.shell).toMatchObject({ avatarMenuOpen: true, settingsMenuOpen: false })
    const settings = given(E.started(), { _tag: "AvatarMenuToggled", at: T0, open: true }).when(I.ToggleSettingsMenu({ open: true }))
    expect(settings.state.shell).toMatchObject({ avatarMenuOpen: false, settingsMenuOpen: true })
  })

  it("closes when the location changes", () => {
    expect(given(E.started(), settingsOpen, E.visited("/download")).state.shell.settingsMenuOpen).toBe(false)
  })

  it("Delete account shows the in-app deletion message, closes the menu and runs no command", () => {
    const w = given(E.started(), settingsOpen).when(I.RequestAccountDeletion())
    w.then({ _tag: "AccountDeletionRequested", at: T0 }).thenCommands()
    expect(w.state.shell.settingsMenuOpen).toBe(false)
    expect(w.state.shell.dialog).toEqual({ id: 3, key: "deleteAccountInApp", text: "", params: {} })
    const dismissed = given(E.started(), settingsOpen, { _tag: "AccountDeletionRequested", at: T0 }).when(I.DismissDialog())
    expect(dismissed.state.shell.dialog).toBeNull()
  })

  it("closes on logout", () => {
    const s = given(E.started(), settingsOpen, { _tag: "LogoutRequested", at: T0 }).state
    expect(s.shell.settingsMenuOpen).toBe(false)
  })
})
