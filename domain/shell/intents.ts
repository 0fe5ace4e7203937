// Shell intents owned by the shell feature: choosing the interface language in settings (a§1).
import { message } from "../app/schema"
import { UiLanguageSchema } from "./language"

/** Show the interface in `language` (a spec code, "iw" for Hebrew) and remember it (siteLanguage). */
export const ChooseLanguage = message("ChooseLanguage", { language: UiLanguageSchema })

export const ShellIntents = [ChooseLanguage] as const

/** Constructors: `ShellI.ChooseLanguage({ language: "ar" })`. */
export const ShellI = {
  ChooseLanguage: ChooseLanguage.make,
} as const
