// The app-store addresses behind the download QR codes (a§2 download popup and page), read once from the
// build's configuration so views never reach into infrastructure themselves.
import { loadConfig } from "../../infrastructure/config"

const config = loadConfig()

/** Store links of the mobile apps: `android` (Google Play) and `ios` (App Store), absolute URLs. */
export const downloadLinks: { readonly android: string; readonly ios: string } = {
  android: config.androidAppUrl,
  ios: config.iosAppUrl,
}
