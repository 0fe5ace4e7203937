// Maps the reasons the domain emits (notice keys, session-end reasons, route names) to i18n catalog text.
// With ./loginMessages.ts (login problems, supply errors) and ./profileMessages.ts (the profile page's
// problems), the only place domain vocabulary meets catalog keys: those two come with their parts, not
// in the startup files (issue 14).
import type { ErrorKey, PageKey, TranslationFunctions } from "../../i18n"
import type { RouteName } from "../../domain/shell/routes"
import type { Notice, NoticeKey } from "../../domain/shell/state"
import type { SessionEndReason } from "../../domain/session/state"

const NOTICE: Record<NoticeKey, readonly ["errors" | "notices", string]> = {
  banned: ["errors", "banned"],
  bannedDevice: ["errors", "bannedDevice"],
  suspended: ["errors", "suspended48h"],
  loginExpired: ["errors", "loginExpired"],
  differentDevice: ["errors", "differentDevice"],
  updateInfoFailed: ["errors", "updateFailed"],
  dataInvalid: ["errors", "dataInvalid"],
  invalidEmail: ["errors", "invalidEmail"],
  enterCorrectEmail: ["errors", "enterCorrectEmail"],
  passwordLength: ["errors", "errorPassword"],
  phonePasswordLength: ["errors", "errorPhonePassword"],
  emailUnavailable: ["errors", "emailUnavailable"],
  passwordInvalid: ["errors", "passwordInvalid"],
  passwordWrong: ["errors", "errorPasswordSignin"],
  codeSent: ["notices", "codeSent"],
  accountMissing: ["errors", "accountNotExist"],
  genericError: ["errors", "generic"],
  connectionError: ["errors", "connection"],
  infoFailedLogInAgain: ["errors", "infoFailedLogInAgain"],
  signedIn: ["notices", "signedIn"],
  deleteAccountInApp: ["notices", "deleteAccountInApp"],
  codeExpired: ["errors", "codeExpired"],
  codeWrong: ["errors", "codeWrong"],
  codeLimit: ["errors", "codeLimit"],
  sendBusy: ["errors", "sendBusy"],
  operationBusy: ["errors", "operationBusy"],
  codeMore: ["errors", "codeMore"],
  phonePasswordWrong: ["errors", "errorPasswordSignin"],
  resetTimedOut: ["errors", "resetTimedOut"],
  tooManyPasswords: ["errors", "tooManyWrongPasswords"],
  serverError: ["errors", "serverError"],
  cannotRegister: ["errors", "cannotRegister"],
  passwordChanged: ["notices", "passwordChanged"],
  coinsAdded: ["notices", "coinsAdded"],
  registerBannerClosed: ["notices", "registerBannerClosed"],
  pushBonus: ["notices", "pushBonus"],
  installBonus: ["notices", "installBonus"],
  socialBlocked: ["errors", "socialBlocked"],
  socialClosed: ["notices", "socialClosed"],
  socialDenied: ["notices", "socialDenied"],
  socialUnavailable: ["errors", "socialUnavailable"],
  socialInvalid: ["errors", "socialInvalid"],
  passwordAlreadySet: ["errors", "passwordAlreadySet"],
  verificationExpired: ["errors", "verificationExpired"],
  phoneVerificationExpired: ["errors", "phoneVerificationExpired"],
}

/** The text of a notice: the server's message when a§8 says to show it, else the catalog text. */
export const noticeText = (LL: TranslationFunctions, n: Notice): string => {
  if (n.text !== "") return n.text
  const [ns, key] = NOTICE[n.key]
  return (LL[ns] as unknown as Record<string, (params: Notice["params"]) => string>)[key]!(n.params)
}

/** Whether a notice is an error (red toast) or information. */
export const noticeKind = (n: Notice): "error" | "info" | "success" =>
  NOTICE[n.key][0] === "errors" ? "error" : n.key === "signedIn" || n.key === "coinsAdded" || n.key === "pushBonus" || n.key === "installBonus" ? "success" : "info"

/** The session-error screen of each reason (a§8 account states): its title and its catalogue text. */
export const SESSION_SCREEN: Record<SessionEndReason, { readonly title: keyof TranslationFunctions["sessionEnd"]; readonly text: ErrorKey }> = {
  banned: { title: "bannedTitle", text: "banned" },
  bannedDevice: { title: "bannedDeviceTitle", text: "bannedDevice" },
  suspended: { title: "suspendedTitle", text: "suspended48h" },
  loginExpired: { title: "loginExpiredTitle", text: "loginExpired" },
  differentDevice: { title: "differentDeviceTitle", text: "differentDevice" },
  updateInfoFailed: { title: "updateInfoFailedTitle", text: "updateFailed" },
}

/** Page-title key of each route (a§2). */
export const PAGE_TITLE: Record<RouteName, PageKey> = {
  GoddessWall: "wall",
  LiveChat: "liveChat",
  LoginPage: "login",
  VideoView: "videos",
  RandomVideo: "randomVideoChat",
  EditProfile: "editProfile",
  FriendPage: "friendProfile",
  CoinPage: "coinShop",
  downLoad: "download",
  MessagePage: "messages",
  IMMessageSession: "messages",
  FriendsPage: "friends",
  CookiePrivacy: "cookiePolicy",
  PrivacyPolicy: "privacyPolicy",
  TermsUse: "termsOfUse",
  AboutUs: "aboutUs",
  SafetyCenter: "safetyCenter",
  PrivacyCenter: "privacyCenter",
  unknown: "wall",
}
