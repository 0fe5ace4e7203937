// Step changes of the login flow shared by its recipe and its failure handling (a§4): entering the
// code step after a code was sent, and opening the supplementary-info popup with prefilled values.
import { template } from "../core/template"
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { CODE_RESEND_MS, DEFAULT_BIRTHDAY_YEARS_BACK } from "../constants"
import { toast } from "../shell/notices"
import { defaultBirthday } from "./rules"
import { initialLogin, initialSupply } from "./state"

/** Unfrozen twin of initialSupply to spread (../core/template.ts). */
const initialSupplyTemplate = template(initialSupply)
/** Unfrozen twin of initialLogin to spread (../core/template.ts). */
const initialLoginTemplate = template(initialLogin)

/**
 * Closes the supply-info popup: the slice back to its initial values, as a copy the recipe may go on
 * changing in place (the frozen initial itself threw in the kernel's fast fold at the next submit, and the
 * events since were folded again; ../core/template.ts).
 */
export const closeSupply = (d: Draft<AppState>): void => {
  d.supply = castDraft({ ...initialSupplyTemplate })
}

/** Enters step 6 after a code was sent (a§7: 200, or 60002 which also counts as sent). */
export const codeSent = (d: Draft<AppState>, e: AppEvent & { at: number }, reset: boolean) => {
  const l = d.login
  l.step = 6
  l.reset = reset
  l.pending = null
  l.resendAt = e.at + CODE_RESEND_MS
  toast(d, e, "codeSent")
}

/** Opens the supply-info popup with prefilled values (a§4), default birthday ~20 years back. */
export const openSupply = (
  d: Draft<AppState>,
  e: AppEvent & { at: number },
  prefill: { nickname?: string; gender?: number | null; birthday?: string; complementKey?: string },
  via: "email" | "phone" | "social" = "email",
) => {
  d.supply = castDraft({
    ...initialSupplyTemplate,
    open: true,
    nickname: prefill.nickname ?? "",
    gender: prefill.gender ?? null,
    birthday: prefill.birthday || defaultBirthday(e.at, DEFAULT_BIRTHDAY_YEARS_BACK),
    complementKey: prefill.complementKey ?? "",
    via,
  })
  const l = d.login
  // The router's popup reached in the app hands its way back to the supply popup (closing it goes back, a§2).
  const routerInApp = l.open && l.routerInApp
  // The phone registration keeps the number and a chosen first password for after the sign-in.
  d.login = castDraft(
    via === "phone"
      ? { ...initialLoginTemplate, countryCode: l.countryCode, phone: l.phone, password: l.password, existent: false, passwordConfig: l.passwordConfig, sms: l.sms, routerInApp }
      : { ...initialLoginTemplate, email: l.email, sms: l.sms, routerInApp },
  )
}
