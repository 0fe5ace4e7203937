// The one configuration object of the client (account-access-shell.md §7). Defaults point at the
// embedded reference gateway on the same origin; a production build overrides them by configuration
// only: `APP_CONFIG=path/to/config.json npm run build` (read by build.mjs) or `window.__APP_CONFIG__`.

/** Firebase web settings (push); empty strings mean "not configured" and disable web push. */
export interface FirebaseConfig {
  readonly apiKey: string
  readonly authDomain: string
  readonly projectId: string
  readonly messagingSenderId: string
  readonly appId: string
  readonly vapidKey: string
}

/** Everything that differs between the local reference gateway and production. */
export interface AppConfig {
  /** "local" uses the reference gateway's WebSocket relay and dev tools; "production" uses Agora and Firebase. */
  readonly mode: "local" | "production"
  /** Origin of the gateway, "" for the page's own origin; paths below it begin with /facade/api. */
  readonly gatewayUrl: string
  readonly appId: string
  /** Client version sent with every request. */
  readonly version: string
  /** HMAC-SHA-256 secret for request signatures. */
  readonly signingSecret: string
  /** Base64 AES-GCM key (16 or 32 bytes) for request and answer bodies. */
  readonly codecKey: string
  /** Request timeout in ms (§9: 50 s). */
  readonly requestTimeoutMs: number
  readonly agoraAppId: string
  /** Address of the payment page loaded in the recharge frame. */
  readonly paymentUrl: string
  /** Store pages of the mobile apps, shown as QR codes in the download popup (a§2). */
  readonly androidAppUrl: string
  readonly iosAppUrl: string
  readonly firebase: FirebaseConfig
  /** Google OAuth web client id for "Continue with Google" (production; "" disables the button there). */
  readonly googleClientId: string
  /** Facebook app id for "Continue with Facebook" (production; "" disables the button there). */
  readonly facebookAppId: string
  /** Facebook Graph API version the JS SDK is initialised with. */
  readonly facebookApiVersion: string
  /**
   * The id the host groups answer lists first (the wall opens on it), when the deployment knows it; 0 when
   * not. A visitor's boot script then asks for the wall's first page together with the groups instead of
   * after their answer (issue 14: the first photos one round trip sooner). A wrong id costs one unused
   * request: the page of the group the answer names is asked for then, as with 0.
   */
  readonly wallFirstGroupId: number
}

/** Defaults shared with the reference gateway (gateway/config.ts reads the same values). */
export const LOCAL_DEFAULTS: AppConfig = {
  mode: "local",
  gatewayUrl: "",
  appId: "vidchat-web",
  version: "0.1.0",
  signingSecret: "local-dev-signing-secret",
  codecKey: "bG9jYWwtZGV2LWNvZGVjLWtleS0zMi1ieXRlcyEhISE=",
  requestTimeoutMs: 50_000,
  agoraAppId: "",
  paymentUrl: "/dev/pay",
  androidAppUrl: "https://play.google.com/store/apps/details?id=com.example.vidchat",
  iosAppUrl: "https://apps.apple.com/app/vidchat/id0000000000",
  firebase: { apiKey: "", authDomain: "", projectId: "", messagingSenderId: "", appId: "", vapidKey: "" },
  googleClientId: "",
  facebookAppId: "",
  facebookApiVersion: "v21.0",
  // The reference gateway's first group (gateway/routes/wall.ts HOST_GROUPS, "Popular").
  wallFirstGroupId: 1,
}

/** Whether the sign-in way of `provider` can work: local mode has the stand-in; production needs its client id. */
export const socialEnabled = (config: AppConfig, provider: "google" | "facebook"): boolean =>
  config.mode === "local" || (provider === "google" ? config.googleClientId : config.facebookAppId) !== ""

declare const __APP_CONFIG__: Partial<AppConfig> | undefined

/** The effective configuration: defaults, then the build-time file, then `window.__APP_CONFIG__`. */
export const loadConfig = (): AppConfig => {
  const built = typeof __APP_CONFIG__ === "undefined" ? {} : __APP_CONFIG__
  const runtime = (globalThis as { __APP_CONFIG__?: Partial<AppConfig> }).__APP_CONFIG__ ?? {}
  return { ...LOCAL_DEFAULTS, ...built, ...runtime }
}
