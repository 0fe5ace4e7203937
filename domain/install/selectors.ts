// Reads of the install offer for views (a§2, a§4): the banner with the coins it offers, the mini button
// (phones: whenever the banner is not up, and the only control after 2 banner shows a day) and the
// side-menu button (desktop). The view picks mini or menu by layout.
import type { AppState } from "../app/types"
import { installOffered } from "./evolve"

/** Coins the install offers now (0: none, or already given or unknown). */
export const selectInstallCoins = (s: AppState): number => {
  const b = s.install.bonus
  return b !== null && !b.claimed ? b.coins : 0
}

/** a§4: the install banner is on screen. */
export const selectInstallBanner = (s: AppState): boolean => s.install.banner && installOffered(s)

/** a§4: the mini install button (phones) — offered, no banner and no prompt open. */
export const selectInstallMini = (s: AppState): boolean => installOffered(s) && !s.install.banner && !s.install.prompting

/** a§2: the side-menu install button (desktop) — offered and no prompt open. */
export const selectInstallMenu = (s: AppState): boolean => installOffered(s) && !s.install.prompting
