// Intents: what a person asked for. Views dispatch these; `decide` turns them into events,
// applying the validation rules of a§5.
import * as Schema from "effect/Schema"
import { LoginOrigin, SocialProvider } from "../login/events"
import { RegisterBannerButton } from "../overlays/events"
import { SessionScreenAction } from "../session/events"
import { message } from "./schema"
import { CallI, CallIntents } from "../calls/intents"
import { InstallVia } from "../install/events"
import { ProfileI, ProfileIntents } from "../profile/intents"
import { BlockedI, BlockedIntents } from "../blocked/intents"
import { ShellI, ShellIntents } from "../shell/intents"

export const VisitPath = message("VisitPath", { path: Schema.String })
/** Enter on the 18+ gate (a§4); `mobile`: the phone layout is shown (a§7 deviceType 1, else 2). */
export const AcceptAgeGate = message("AcceptAgeGate", { mobile: Schema.optionalKey(Schema.Boolean) })
export const ToggleMenu = message("ToggleMenu", { open: Schema.Boolean })
export const ToggleAvatarMenu = message("ToggleAvatarMenu", { open: Schema.Boolean })
export const ToggleSettingsMenu = message("ToggleSettingsMenu", { open: Schema.Boolean })
export const RequestAccountDeletion = message("RequestAccountDeletion", {})
export const DismissDialog = message("DismissDialog", {})
export const Logout = message("Logout", {})
export const OpenLogin = message("OpenLogin", { origin: LoginOrigin })
export const CloseLogin = message("CloseLogin", {})
export const LoginBack = message("LoginBack", {})
export const ChooseEmail = message("ChooseEmail", {})
export const SubmitEmail = message("SubmitEmail", { email: Schema.String })
export const SubmitCode = message("SubmitCode", { code: Schema.String })
export const ResendCode = message("ResendCode", {})
export const SubmitPassword = message("SubmitPassword", { password: Schema.String })
export const ForgotPassword = message("ForgotPassword", {})
/** a§4 phone flow: choose phone (step 1), submit the number (step 2), skip an optional password (step 3). */
export const ChoosePhone = message("ChoosePhone", {})
export const SubmitPhone = message("SubmitPhone", { countryCode: Schema.String, phone: Schema.String })
export const SkipPassword = message("SkipPassword", {})
/** a§2 step 1: sign in with Google or Facebook. */
export const ChooseSocial = message("ChooseSocial", { provider: SocialProvider })
export const SubmitSupplyInfo = message("SubmitSupplyInfo", {
  nickname: Schema.String,
  birthday: Schema.String,
  gender: Schema.NullOr(Schema.Number),
})
export const CloseSupplyInfo = message("CloseSupplyInfo", {})
export const SelectWallGroup = message("SelectWallGroup", { groupId: Schema.Number })
export const SelectWallCountry = message("SelectWallCountry", { countryId: Schema.NullOr(Schema.Number) })
export const LoadMoreHosts = message("LoadMoreHosts", {})
export const RetryWall = message("RetryWall", {})
/** Overlays (a§2, a§4): answers to the banners, the download popup, welcome notices. */
export const AcceptCookies = message("AcceptCookies", {})
export const AgreePrivacy = message("AgreePrivacy", {})
export const CloseRegisterBanner = message("CloseRegisterBanner", { via: RegisterBannerButton })
export const ToggleDownloadPopup = message("ToggleDownloadPopup", { open: Schema.Boolean })
export const CloseDownloadBanner = message("CloseDownloadBanner", {})
export const DismissWelcomeNotice = message("DismissWelcomeNotice", { index: Schema.Number })
/** Close the session-error screen with one of its actions (a§8 account states). */
export const CloseSessionScreen = message("CloseSessionScreen", { action: SessionScreenAction })
/** Ask for the online status of some users (a§7 batch); used by later features. */
export const RefreshOnlineStatus = message("RefreshOnlineStatus", { userIds: Schema.Array(Schema.Number) })
/** Coin shop (a§2 /shop, /coin): open it (loads packages), open/close the payment frame, confirm a payment
 *  reported by the payment frame (origin and shape checked by the view's adapter; gold in coins). */
export const OpenCoinShop = message("OpenCoinShop", {})
export const OpenPaymentFrame = message("OpenPaymentFrame", { packageId: Schema.NullOr(Schema.Number) })
export const ClosePaymentFrame = message("ClosePaymentFrame", {})
export const ConfirmPayment = message("ConfirmPayment", { orderId: Schema.String, gold: Schema.Number })
/** Messaging (m§2, m§5). Ids are user ids as strings; `clientId` is made by the view (crypto.randomUUID). */
const ImTab = Schema.Literals(["messages", "friends"])
export const OpenImPanel = message("OpenImPanel", { tab: ImTab })
export const CloseImPanel = message("CloseImPanel", {})
export const SelectImTab = message("SelectImTab", { tab: ImTab })
/** Open the chat with `peerId`; name/avatar show until the conversation list knows the peer. */
export const OpenConversation = message("OpenConversation", { peerId: Schema.String, name: Schema.optionalKey(Schema.String), avatar: Schema.optionalKey(Schema.String) })
export const CloseConversation = message("CloseConversation", {})
/** Send text to the open chat (trimmed; empty refused). */
export const SendText = message("SendText", { clientId: Schema.String, text: Schema.String })
/** Send an image to the open chat: `localUrl` a blob: URL of the file, `size` bytes, `mime` its type. */
export const SendImage = message("SendImage", {
  clientId: Schema.String,
  localUrl: Schema.String,
  size: Schema.Number,
  mime: Schema.String,
  width: Schema.optionalKey(Schema.Number),
  height: Schema.optionalKey(Schema.Number),
})
/** Send gift `giftId` to the open chat (m§7 gift/send). */
export const SendGift = message("SendGift", { giftId: Schema.Number })
/** Send a failed own message again now. */
export const RetrySend = message("RetrySend", { clientId: Schema.String })
export const DeleteConversation = message("DeleteConversation", { peerId: Schema.String })
export const ToggleTranslate = message("ToggleTranslate", {})
export const CloseCoinBanner = message("CloseCoinBanner", {})
export const CloseGoldDialog = message("CloseGoldDialog", {})
export const DismissImNotice = message("DismissImNotice", {})
/** m§2 pending friend-request bar of the chat with `peerId` (relation 3): accept it, or close the bar. */
export const AcceptFriendRequest = message("AcceptFriendRequest", { peerId: Schema.String })
export const DismissFriendRequest = message("DismissFriendRequest", { peerId: Schema.String })
/** Web push invitation (a§4): confirm (browser permission, then the token) or cancel. */
export const ConfirmPushInvitation = message("ConfirmPushInvitation", {})
export const DismissPushInvitation = message("DismissPushInvitation", {})
/** Install as an app (a§2, a§4) from the banner, the mini button or the side menu; close the banner. */
export const AcceptInstall = message("AcceptInstall", { via: InstallVia })
export const DismissInstallBanner = message("DismissInstallBanner", {})

/** Every intent. */
export const Intent = Schema.Union([
  VisitPath,
  AcceptAgeGate,
  ToggleMenu,
  ToggleAvatarMenu,
  ToggleSettingsMenu,
  RequestAccountDeletion,
  DismissDialog,
  Logout,
  OpenLogin,
  CloseLogin,
  LoginBack,
  ChooseEmail,
  SubmitEmail,
  SubmitCode,
  ResendCode,
  SubmitPassword,
  ForgotPassword,
  ChoosePhone,
  SubmitPhone,
  SkipPassword,
  ChooseSocial,
  SubmitSupplyInfo,
  CloseSupplyInfo,
  SelectWallGroup,
  SelectWallCountry,
  LoadMoreHosts,
  RetryWall,
  AcceptCookies,
  AgreePrivacy,
  CloseRegisterBanner,
  ToggleDownloadPopup,
  CloseDownloadBanner,
  DismissWelcomeNotice,
  CloseSessionScreen,
  RefreshOnlineStatus,
  OpenCoinShop,
  OpenPaymentFrame,
  ClosePaymentFrame,
  ConfirmPayment,
  OpenImPanel,
  CloseImPanel,
  SelectImTab,
  OpenConversation,
  CloseConversation,
  SendText,
  SendImage,
  SendGift,
  RetrySend,
  DeleteConversation,
  ToggleTranslate,
  CloseCoinBanner,
  CloseGoldDialog,
  DismissImNotice,
  AcceptFriendRequest,
  DismissFriendRequest,
  ConfirmPushInvitation,
  DismissPushInvitation,
  AcceptInstall,
  DismissInstallBanner,
  ...CallIntents,
  ...ProfileIntents,
  ...BlockedIntents,
  ...ShellIntents,
])
export type Intent = typeof Intent.Type

/** Constructors for intents: `I.SubmitEmail({ email })`. */
export const I = {
  VisitPath: VisitPath.make,
  AcceptAgeGate: (p: { mobile?: boolean } = {}) => AcceptAgeGate.make(p),
  ToggleMenu: ToggleMenu.make,
  ToggleAvatarMenu: ToggleAvatarMenu.make,
  ToggleSettingsMenu: ToggleSettingsMenu.make,
  RequestAccountDeletion: () => RequestAccountDeletion.make({}),
  DismissDialog: () => DismissDialog.make({}),
  Logout: () => Logout.make({}),
  OpenLogin: OpenLogin.make,
  CloseLogin: () => CloseLogin.make({}),
  LoginBack: () => LoginBack.make({}),
  ChooseEmail: () => ChooseEmail.make({}),
  SubmitEmail: SubmitEmail.make,
  SubmitCode: SubmitCode.make,
  ResendCode: () => ResendCode.make({}),
  SubmitPassword: SubmitPassword.make,
  ForgotPassword: () => ForgotPassword.make({}),
  ChoosePhone: () => ChoosePhone.make({}),
  SubmitPhone: SubmitPhone.make,
  SkipPassword: () => SkipPassword.make({}),
  ChooseSocial: ChooseSocial.make,
  SubmitSupplyInfo: SubmitSupplyInfo.make,
  CloseSupplyInfo: () => CloseSupplyInfo.make({}),
  SelectWallGroup: SelectWallGroup.make,
  SelectWallCountry: SelectWallCountry.make,
  LoadMoreHosts: () => LoadMoreHosts.make({}),
  RetryWall: () => RetryWall.make({}),
  AcceptCookies: () => AcceptCookies.make({}),
  AgreePrivacy: () => AgreePrivacy.make({}),
  CloseRegisterBanner: CloseRegisterBanner.make,
  ToggleDownloadPopup: ToggleDownloadPopup.make,
  CloseDownloadBanner: () => CloseDownloadBanner.make({}),
  DismissWelcomeNotice: DismissWelcomeNotice.make,
  CloseSessionScreen: CloseSessionScreen.make,
  RefreshOnlineStatus: RefreshOnlineStatus.make,
  OpenCoinShop: () => OpenCoinShop.make({}),
  OpenPaymentFrame: OpenPaymentFrame.make,
  ClosePaymentFrame: () => ClosePaymentFrame.make({}),
  ConfirmPayment: ConfirmPayment.make,
  OpenImPanel: OpenImPanel.make,
  CloseImPanel: () => CloseImPanel.make({}),
  SelectImTab: SelectImTab.make,
  OpenConversation: OpenConversation.make,
  CloseConversation: () => CloseConversation.make({}),
  SendText: SendText.make,
  SendImage: SendImage.make,
  SendGift: SendGift.make,
  RetrySend: RetrySend.make,
  DeleteConversation: DeleteConversation.make,
  ToggleTranslate: () => ToggleTranslate.make({}),
  CloseCoinBanner: () => CloseCoinBanner.make({}),
  CloseGoldDialog: () => CloseGoldDialog.make({}),
  DismissImNotice: () => DismissImNotice.make({}),
  AcceptFriendRequest: AcceptFriendRequest.make,
  DismissFriendRequest: DismissFriendRequest.make,
  ConfirmPushInvitation: () => ConfirmPushInvitation.make({}),
  DismissPushInvitation: () => DismissPushInvitation.make({}),
  AcceptInstall: AcceptInstall.make,
  DismissInstallBanner: () => DismissInstallBanner.make({}),
  ...CallI,
  ...ProfileI,
  ...BlockedI,
  ...ShellI,
} as const
