// fast-check arbitraries for every AppEvent tag (hand-written; the Record type makes a missing tag a
// type error, and spec/property/evolve.test.ts also checks the list against the AppEvent Schema).
// Gateway answers carry data in the domain shape of their endpoint (what the adapter publishes),
// or, with `wildData`, anything at all.
import type { ComplementInfo } from "../../domain/core/events"
import fc from "fast-check"
import type { NewEvent } from "../../domain/app/event"
import type { Host } from "../../domain/wall/answers"
import type { UserProfile } from "../../domain/session/answers"
import { Api } from "../../infrastructure/gateway/contract"
import { UI_LANGUAGES } from "../../domain/constants"

type Tag = NewEvent["_tag"]

const at = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 })
const smallId = fc.integer({ min: 0, max: 60 })
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("", "ada@example.com", "123456", "secret12", "<script>x</script>", "😀"))
const path = fc.oneof(
  fc.constantFrom("/", "/shop", "/coin", "/login", "/tr", "/tr/login", "/en/shop", "/nl", "/friends", "/message/abc", "/profile/%E0%A4%A", "/nowhere", "/gb/livechat?x=1#y"),
  fc.string({ maxLength: 20 }).map((s) => `/${s}`),
)
const storedKey = fc.constantFrom("userId", "loginToken", "deviceId", "RC_POP_18", "loginCount_501", "loginCount_x", "acceptCookie", "other", "roomNum", "callRole", "downloadPop", "registerPopAt", "welcomeShown_501", "webPushInvited", "pushMatchedDay", "installPopShows", "installPopClosedAt", "siteLanguage")

const profile: fc.Arbitrary<UserProfile> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  name: text,
  avatar: text,
  coinBalance: fc.integer({ min: 0, max: 1_000_000 }),
  gender: fc.constantFrom(1, 2),
  birthday: fc.constantFrom("1990-01-01", "2000-12-31", ""),
  countryId: fc.integer({ min: 0, max: 999 }),
  interests: fc.array(fc.integer({ min: 1, max: 21 }), { maxLength: 5 }),
  status: fc.constantFrom(0, 1, 2, 3),
  goddess: fc.boolean(),
  relation: fc.constantFrom(0, 1, 2, 3),
  account: fc.record({
    languages: fc.array(fc.integer({ min: 1, max: 36 }), { maxLength: 3 }),
    email: fc.constantFrom("", "ada@example.com"),
    phoneCountryCode: fc.constantFrom("", "90"),
    phoneNumber: fc.constantFrom("", "5321234567"),
    emailLockedUntil: fc.oneof(fc.constant(0), at),
    phoneLockedUntil: fc.oneof(fc.constant(0), at),
    birthdayChanged: fc.boolean(),
    avatarReview: fc.constantFrom("none" as const, "reviewing" as const, "notApproved" as const, "failed" as const),
    reviewAvatar: fc.constantFrom("", "/media/uploads/a_270X360.png"),
  }),
}, { requiredKeys: ["id", "name", "avatar", "coinBalance", "gender", "birthday", "countryId", "interests", "status", "goddess"] })

const hostArb: fc.Arbitrary<Host> = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  name: text,
  avatar: text,
  countryId: fc.integer({ min: 0, max: 999 }),
  age: fc.integer({ min: 18, max: 60 }),
  status: fc.constantFrom(0, 1, 2, 3),
  goddess: fc.boolean(),
  pricePerMinute: fc.integer({ min: 0, max: 500 }),
  interests: fc.array(fc.integer({ min: 1, max: 21 }), { maxLength: 3 }),
})

const page = fc.record({ hosts: fc.array(hostArb, { maxLength: 5 }), page: fc.integer({ min: 1, max: 5 }), hasMore: fc.boolean() })
const signInArb = fc.record({ user: profile, token: fc.string({ minLength: 0, maxLength: 8 }), isNew: fc.boolean() })
const dict = fc.array(fc.record({ id: fc.nat(5), name: text }), { maxLength: 3 })

const callRoomArb = fc.record({
  roomNum: fc.constantFrom("r-1", "r-2"),
  appId: fc.constant(""),
  token: fc.constant(""),
  pricePerMinute: fc.constantFrom(0, 60, 120),
  callerId: fc.constantFrom("10000001", "20000001"),
  calleeId: fc.constantFrom("10000001", "20000001"),
  sentAt: fc.integer({ min: 1_700_000_000_000, max: 1_700_000_100_000 }),
})

const userIdArb = fc.constantFrom("501", "502", "503", "-1")
const detailsWireArb = fc.record({
  chat_id: fc.constant("501-502"),
  messageId: fc.constantFrom("m1", "m2", "m3", ""),
  message_type: fc.constantFrom(1, 2, 3, 4, 5, 7, 10, 42),
  message_type_value: fc.constantFrom(0, 1, 3, 4, -3),
  senderId: userIdArb,
  receiverIds: fc.array(userIdArb, { maxLength: 2 }),
  timeStamp: at,
  textContent: fc.record({ source: text }),
})
const listEntryArb = fc.record(
  {
    peerId: userIdArb,
    name: text,
    avatar: text,
    relation: fc.constantFrom(0, 2, 3),
    noReadCount: fc.nat(5),
    kind: fc.constantFrom("txt" as const, "img" as const, "gift" as const),
    text,
    at,
    status: fc.constantFrom(0, 2),
  },
  { requiredKeys: ["peerId", "name", "avatar", "noReadCount", "at"] },
)
const friendArb = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  name: text,
  avatar: text,
  countryId: fc.nat(999),
  starred: fc.boolean(),
  status: fc.constantFrom(0, 1, 2, 3),
})
const bonusInfo = fc.record({ claimed: fc.boolean(), coins: fc.constantFrom(0, 100, 200), img: fc.constantFrom("", "/media/push.svg") })
const pushPermission = fc.constantFrom("default" as const, "granted" as const, "denied" as const, "unsupported" as const)

/** Domain-shaped answer data per endpoint (the features' answer Schemas, composed in domain/app/answers.ts). */
export const answerData: Record<keyof typeof Api, fc.Arbitrary<unknown>> = {
  emailExists: fc.record({ status: fc.constantFrom(0, 1, 4, 5, 9), userId: fc.option(fc.nat(100), { nil: undefined }) }, { requiredKeys: ["status"] }),
  sendVerifyEmail: fc.record({ userId: fc.nat(100) }),
  checkFormalUserEmail: fc.record({ userId: fc.nat(100) }),
  alreadyVerifyEmail: fc.record({ userId: fc.nat(100) }),
  sendForgetEmail: fc.record({ userId: fc.nat(100) }),
  setPassword: fc.record({ profileComplete: fc.boolean() }),
  resetPassword: fc.constant({}),
  register: signInArb,
  emailLogin: signInArb,
  checkMobile: fc.record({
    valid: fc.boolean(), existent: fc.boolean(), passwordConfig: fc.constantFrom(0, 1, 2), sendSms: fc.boolean(),
    sendWhatsapp: fc.boolean(), userSetPassword: fc.boolean(), mobileRegisterEnable: fc.boolean(),
  }),
  smsSendCode: fc.constant({}),
  smsCheckCode: fc.constant({}),
  mobilePasswordLogin: signInArb,
  phoneLogin: signInArb,
  checkUserSetPassword: fc.record({ userSetPassword: fc.boolean() }),
  updateMobilePassword: fc.constant({}),
  loginToken: signInArb,
  complementInfo: signInArb,
  getUserInfo: profile,
  getCurrentGoldNum: fc.record({ coinBalance: fc.nat(10_000) }),
  logout: fc.constant(null),
  countryByIp: fc.record({ countryId: fc.nat(999), ip: fc.ipV4() }, { requiredKeys: ["countryId"] }),
  conformRemind: fc.constant(null),
  hostGroups: fc.array(fc.record({ id: fc.nat(20), code: text, name: text }), { maxLength: 4 }),
  hostsSignedIn: page,
  hostsGuest: page,
  hostCountries: fc.array(fc.nat(999), { maxLength: 5 }),
  heartbeat: fc.constant(null),
  dictOnlineStatus: dict,
  dictUserGender: dict,
  popupGet: fc.constant({ status: 1, img1: "", gold: 0, callCount: 0 }),
  protocolStatus: fc.record({ showPop: fc.boolean() }),
  protocolSave: fc.constant(null),
  uploadStatus: fc.constant(null),
  onlineStatusBatch: fc.array(fc.record({ userId: fc.integer({ min: 1, max: 60 }), status: fc.constantFrom(0, 1, 2, 3) }), { maxLength: 4 }),
  rtmToken: fc.record({ token: text, expiresAt: at }),
  giftList: fc.array(fc.record({ id: fc.nat(20), name: text, price: fc.nat(1000), img: text }), { maxLength: 3 }),
  coinPackages: fc.array(fc.record({ id: fc.nat(9), gold: fc.nat(5000), bonus: fc.nat(500), price: fc.nat(9999), currency: fc.constantFrom("USD", "TRY") }), { maxLength: 4 }),
  checkIfAddCoinForNew: fc.record({ added: fc.boolean(), gold: fc.constantFrom(0, 120) }),
  callEndCaller: fc.constant(null),
  callEndCallee: fc.constant(null),
  callPrecheck: fc.record({
    coinBalance: fc.integer({ min: 0, max: 1000 }),
    pricePerMinute: fc.constantFrom(0, 60, 120),
    callee: fc.record({ id: fc.constantFrom("20000001", "20000002"), userName: text, headImg: text, gender: fc.constantFrom(1, 2) }),
  }),
  callGetPrice: fc.record({ pricePerMinute: fc.constantFrom(0, 60, 120) }),
  callLaunch: callRoomArb,
  callFriendVideo: callRoomArb,
  callCancel: fc.constant(null),
  callAnswer: callRoomArb,
  callRefuse: fc.constant(null),
  callTimeout: fc.constant(null),
  callHangup: fc.record({ roomNum: fc.constantFrom("r-1", "r-2"), videoSeconds: fc.nat(600), minutes: fc.nat(10), coinsSpent: fc.nat(1200), coinBalance: fc.nat(1000), hangupReason: fc.nat(3) }),
  callNotifyJoin: fc.constant(null),
  callNotifyStart: fc.constant(null),
  callNotifyEnd: fc.constant(null),
  callStats: fc.constant(null),
  imSend: fc.record({ messageId: fc.constantFrom("s1", "s2", ""), translateCode: fc.constantFrom(0, 54000), translation: text }, { requiredKeys: [] }),
  imRead: fc.constant({ read: 1 }),
  imList: fc.array(listEntryArb, { maxLength: 3 }),
  imDetails: fc.array(detailsWireArb, { maxLength: 4 }),
  imDelete: fc.constant({ deleted: 1 }),
  giftSend: fc.record({ coinBalance: fc.nat(1000) }),
  addFriend: fc.record({ relation: fc.constantFrom(1, 2) }),
  isInitNotification: bonusInfo,
  initNotificationGiveCoin: fc.record({ coins: fc.constantFrom(0, 200) }),
  isInitWebapp: bonusInfo,
  initWebappGiveCoin: fc.record({ coins: fc.constantFrom(0, 100) }),
  savePushToken: fc.constant(null),
  buryRecord: fc.constant(null),
  updateProfile: fc.constant({}),
  interestList: fc.array(fc.record({ id: fc.integer({ min: 1, max: 21 }), name: text }), { maxLength: 5 }),
  languageList: fc.array(fc.record({ id: fc.integer({ min: 1, max: 36 }), code: fc.constantFrom("en", "tr", "nl"), name: text }), { maxLength: 5 }),
  blacklist: fc.record({
    users: fc.array(fc.record({ id: fc.integer({ min: 1, max: 30 }), name: text, avatar: text, countryId: fc.nat(999) }), { maxLength: 4 }),
    page: fc.integer({ min: 1, max: 4 }),
    hasMore: fc.boolean(),
  }),
  removeBlack: fc.constant({}),
  addBlack: fc.constant({}),
  friendList: fc.record({ friends: fc.array(friendArb, { maxLength: 4 }), page: fc.integer({ min: 1, max: 4 }), hasMore: fc.boolean() }),
  friendSearch: fc.array(friendArb, { maxLength: 3 }),
  friendRelation: fc.record({ relation: fc.constantFrom(0, 1, 2, 3, 4) }),
  friendStick: fc.record({ starred: fc.boolean() }),
  friendRemark: fc.record({ name: text }),
  friendDelete: fc.constant({}),
  onlineRemindList: fc.record({
    friends: fc.array(fc.record({ id: fc.integer({ min: 1, max: 30 }), name: text, avatar: text, reminding: fc.boolean(), status: fc.constantFrom(0, 2) }), { maxLength: 4 }),
    page: fc.integer({ min: 1, max: 3 }),
    hasMore: fc.boolean(),
    remindCount: fc.integer({ min: 0, max: 50 }),
  }),
  onlineRemindSwitch: fc.record({ reminding: fc.boolean(), remindCount: fc.integer({ min: 0, max: 50 }) }),
  albumPictures: fc.array(fc.record({ id: fc.nat(99), url: text }), { maxLength: 4 }),
  storyVideos: fc.array(fc.record({ id: fc.nat(99), url: text, poster: text, seconds: fc.integer({ min: 1, max: 30 }) }), { maxLength: 3 }),
  deleteAlbumPicture: fc.constant({}),
  reportProfile: fc.record({ reportId: fc.nat(999) }),
  reportVideo: fc.record({ reportId: fc.nat(999) }),
  checkReportEmail: fc.record({ valid: fc.boolean() }),
}

const names = Object.keys(Api) as Array<keyof typeof Api>

const answered = (wildData: boolean): fc.Arbitrary<NewEvent> =>
  fc.constantFrom(...names).chain((name) =>
    fc.record({
      _tag: fc.constant("GatewayAnswered" as const),
      at,
      requestId: smallId,
      name: fc.constant<string>(name),
      data: wildData ? fc.anything() : answerData[name],
    }),
  )

const failed = (wildData: boolean): fc.Arbitrary<NewEvent> =>
  fc
    .record({
      _tag: fc.constant("GatewayFailed" as const),
      at,
      requestId: smallId,
      name: fc.oneof(fc.constantFrom<string>(...names), text),
      code: fc.constantFrom(0, 200, 401, 412, 500, 6666, 10004, 10005, 10006, 10009, 10023, 10025, 10030, 10042, 10101, 10115, 10116, 10117, 20101, 60002, 60005),
      msg: text,
      httpStatus: fc.constantFrom(0, 200, 401, 500),
      reason: fc.constantFrom("code" as const, "http" as const, "timeout" as const, "network" as const, "decode" as const),
      data: (wildData ? fc.anything() : fc.option(fc.record({ complementInfoKey: text, nickname: text, gender: fc.option(fc.constantFrom(1, 2)), birthday: text }), { nil: undefined })) as fc.Arbitrary<ComplementInfo | undefined>,
    })
    .map(({ data, ...rest }) => (data === undefined ? rest : { ...rest, data }))

const socialProvider = fc.constantFrom("google" as const, "facebook" as const)
const origin = fc.constantFrom("menu" as const, "router" as const, "gate" as const, "call" as const, "im" as const)
const plain = <T extends Tag>(tag: T) => at.map((a) => ({ _tag: tag, at: a }) as NewEvent)

const userIdStr = fc.constantFrom("501", "502", "503", "-1", "-2")
/** Wire IM messages of every kind (m§4), with ids from a small pool so duplicates happen. */
export const imWireArb = fc.record(
  {
    chat_id: fc.constantFrom("501-502", "501-503"),
    messageId: smallId.map((n) => `m${n}`),
    message_type: fc.constantFrom(1, 2, 3, 4, 5, 7, 10),
    message_type_value: fc.constantFrom(0, 1, 3, 4, -3),
    senderId: userIdStr,
    receiverIds: fc.array(userIdStr, { minLength: 1, maxLength: 1 }),
    timeStamp: at,
    textContent: fc.record({ source: text, translation: text }, { requiredKeys: ["source"] }),
    giftId: fc.constantFrom(160, 152, 155),
    picture_url: fc.constantFrom("/media/a.png"),
    addType: fc.constantFrom(1, 2),
    accept: fc.constantFrom(0, 1),
    videoTime: fc.nat(600),
    hangupReason: fc.constantFrom(0, 1, 2, 3),
    clientMsgId: smallId.map((n) => `c${n}`),
  },
  { requiredKeys: ["chat_id", "messageId", "message_type", "message_type_value", "senderId", "receiverIds", "timeStamp"] },
)
/** Call actions of the m§4 table, with rooms from a small pool. */
export const callWireArb = fc.record(
  {
    callAction: fc.constantFrom(1, 2, 3, 5, 6, 7, 101),
    roomNum: fc.constantFrom("r1", "r2"),
    callerUserId: userIdStr,
    calleeUserId: userIdStr,
    sendUserId: userIdStr,
    sentAt: at,
    pricePerMinute: fc.nat(200),
    goldNum: fc.nat(1000),
    enough: fc.boolean(),
    videoTime: fc.nat(600),
    hangupReason: fc.constantFrom(0, 1, 2, 3),
    hangupUserId: userIdStr,
  },
  { requiredKeys: ["callAction", "roomNum", "callerUserId", "calleeUserId", "sendUserId", "sentAt"] },
)
const noticeArb = fc.record(
  {
    uniqueId: smallId.map((n) => `n${n}`),
    noticeType: fc.constantFrom(1090, 52, 66, 73, 1050, 1),
    content: text,
    timestamp: at,
    expire: fc.oneof(fc.constant(0), at),
    extra: fc.record({ function: fc.constantFrom(0, 1), messageType: fc.constantFrom(2, 3), userId: userIdStr }, { requiredKeys: [] }),
    message: imWireArb,
  },
  { requiredKeys: ["uniqueId", "noticeType", "content", "timestamp", "expire"] },
)

/** Client chat messages (domain/messaging/message.ts), own and received, from small id pools. */
export const chatMessageArb = fc.record({
  id: fc.oneof(smallId.map((n) => `m${n}`), smallId.map((n) => `c${n}`)),
  clientId: fc.option(smallId.map((n) => `c${n}`), { nil: null }),
  peerId: fc.constantFrom("502", "503", "-1"),
  senderId: userIdStr,
  mine: fc.boolean(),
  kind: fc.constantFrom("txt" as const, "gift" as const, "giftAsk" as const, "friend" as const, "img" as const, "video" as const, "system" as const),
  type: fc.constantFrom(1, 2, 4, 5, 10),
  typeValue: fc.constantFrom(0, 1, 3, 4),
  text,
  translation: fc.option(text, { nil: null }),
  giftId: fc.option(fc.constantFrom(160, 152), { nil: null }),
  giftStar: fc.constant(null),
  picture: fc.option(fc.record({ url: fc.constantFrom("/media/a.png", "blob:x"), width: fc.constant(null), height: fc.constant(null) }), { nil: null }),
  addType: fc.constant(null),
  accept: fc.constant(null),
  call: fc.constant(null),
  at,
  read: fc.boolean(),
  delivery: fc.constantFrom("pending" as const, "sent" as const, "failed" as const),
})
/** Conversation entries (m§3). */
export const conversationArb = fc.record({
  peerId: fc.constantFrom("502", "503", "-1"),
  croomId: fc.constantFrom("501-502", "501-503", "-1-501"),
  name: text,
  avatar: text,
  relation: fc.constantFrom(0, 2, 3),
  preview: fc.option(fc.record({ kind: fc.constantFrom("txt" as const, "img" as const), text }), { nil: null }),
  at,
  noReadCount: fc.nat(5),
  status: fc.constantFrom(0, 1, 2, 3),
})
const imTab = fc.constantFrom("messages" as const, "friends" as const)
const imPeer = fc.constantFrom("502", "503", "-1", "")
const clientIdArb = smallId.map((n) => `c${n}`)
/** Upload and capture keys of report screenshots (domain/report/state.ts reportShotKey). */
const reportShotKey = smallId.map((n) => `report-shot-${n}`)

/** One arbitrary per event tag. */
export const eventArbitraries = (wildData = false): Record<Tag, fc.Arbitrary<NewEvent>> => ({
  AppStarted: fc.record({
    _tag: fc.constant("AppStarted" as const),
    at,
    path,
    stored: fc.dictionary(storedKey, fc.oneof(text, fc.constantFrom("1", "501", "tok"))),
    deviceId: fc.constantFrom("dev-1", "dev-2", ""),
    utcOffsetMin: fc.constantFrom(0, 180, -300, 330),
    attribution: fc.record({ media_source: text, campaign_id: fc.constantFrom("c-1", ""), keyword: text, type: fc.constantFrom("search", "display") }, { requiredKeys: [] }),
    browserLanguages: fc.array(fc.oneof(fc.constantFrom("ar", "he-IL", "iw", "ja-JP", "pt-BR", "xx", "en-GB"), text), { maxLength: 3 }),
  }, { requiredKeys: ["_tag", "at", "path", "stored", "deviceId", "utcOffsetMin"] }),
  GatewayAnswered: answered(wildData),
  GatewayFailed: failed(wildData),
  TimerElapsed: fc.record({ _tag: fc.constant("TimerElapsed" as const), at, key: fc.oneof(smallId.map((n) => `toast:${n}`), fc.constant("heartbeat"), fc.constantFrom("overlays:cookie", "overlays:register", "overlays:download", "overlays:welcome:show:1", "overlays:welcome:expire:0", "push:poll", "install:banner", "pushCheck:wait"), text) }),
  WireRejected: fc.record({ _tag: fc.constant("WireRejected" as const), at, source: text, reason: text }),
  EvolveFailed: fc.record({ _tag: fc.constant("EvolveFailed" as const), at, eventSeq: fc.nat(50), eventTag: fc.constantFrom("GatewayAnswered", "TimerElapsed"), message: text }),
  LogoutRequested: plain("LogoutRequested"),
  PathVisited: fc.record({ _tag: fc.constant("PathVisited" as const), at, path }),
  AgeGateAccepted: plain("AgeGateAccepted"),
  MenuToggled: fc.record({ _tag: fc.constant("MenuToggled" as const), at, open: fc.boolean() }),
  AvatarMenuToggled: fc.record({ _tag: fc.constant("AvatarMenuToggled" as const), at, open: fc.boolean() }),
  SettingsMenuToggled: fc.record({ _tag: fc.constant("SettingsMenuToggled" as const), at, open: fc.boolean() }),
  AccountDeletionRequested: plain("AccountDeletionRequested"),
  DialogDismissed: plain("DialogDismissed"),
  LanguageChosen: fc.record({ _tag: fc.constant("LanguageChosen" as const), at, language: fc.constantFrom(...UI_LANGUAGES) }),
  LoginOpened: fc.record({ _tag: fc.constant("LoginOpened" as const), at, origin }),
  LoginClosed: plain("LoginClosed"),
  LoginBackPressed: plain("LoginBackPressed"),
  EmailWayChosen: plain("EmailWayChosen"),
  EmailSubmitted: fc.record({ _tag: fc.constant("EmailSubmitted" as const), at, email: text }),
  CodeSubmitted: fc.record({ _tag: fc.constant("CodeSubmitted" as const), at, code: text }),
  CodeResendRequested: plain("CodeResendRequested"),
  PasswordSubmitted: fc.record({ _tag: fc.constant("PasswordSubmitted" as const), at, password: text }),
  PasswordForgotten: plain("PasswordForgotten"),
  PhoneWayChosen: plain("PhoneWayChosen"),
  PhoneSubmitted: fc.record({ _tag: fc.constant("PhoneSubmitted" as const), at, countryCode: fc.constantFrom("90", "44", "1", ""), phone: text }),
  PasswordSkipped: plain("PasswordSkipped"),
  SocialWayChosen: fc.record({ _tag: fc.constant("SocialWayChosen" as const), at, provider: socialProvider }),
  SocialAuthSucceeded: fc.record({ _tag: fc.constant("SocialAuthSucceeded" as const), at, requestId: smallId, provider: socialProvider, accessToken: text }),
  SocialAuthFailed: fc.record({
    _tag: fc.constant("SocialAuthFailed" as const), at, requestId: smallId, provider: socialProvider,
    reason: fc.constantFrom("blocked" as const, "closed" as const, "denied" as const, "unavailable" as const, "invalid" as const),
  }),
  LoginInputRejected: fc.record({
    _tag: fc.constant("LoginInputRejected" as const),
    at,
    field: fc.constantFrom("email" as const, "code" as const, "password" as const),
    problem: fc.constantFrom("emailFormat" as const, "codeFormat" as const, "codeNotVerified" as const, "passwordLength" as const, "passwordChars" as const, "resendTooSoon" as const),
  }),
  SupplyInfoSubmitted: fc.record({ _tag: fc.constant("SupplyInfoSubmitted" as const), at, nickname: text, birthday: text, gender: fc.integer({ min: 0, max: 3 }) }),
  SupplyInfoRejected: fc.record({
    _tag: fc.constant("SupplyInfoRejected" as const),
    at,
    problem: fc.constantFrom("nicknameRequired" as const, "nicknameTooLong" as const, "birthdayRequired" as const, "ageTooYoung" as const, "genderRequired" as const),
  }),
  SupplyInfoClosed: plain("SupplyInfoClosed"),
  WallGroupSelected: fc.record({ _tag: fc.constant("WallGroupSelected" as const), at, groupId: fc.nat(20) }),
  WallCountrySelected: fc.record({ _tag: fc.constant("WallCountrySelected" as const), at, countryId: fc.option(fc.nat(999), { nil: null }) }),
  WallMoreRequested: plain("WallMoreRequested"),
  WallRetryRequested: plain("WallRetryRequested"),
  CookiesAccepted: plain("CookiesAccepted"),
  PrivacyAgreed: plain("PrivacyAgreed"),
  RegisterBannerClosed: fc.record({ _tag: fc.constant("RegisterBannerClosed" as const), at, via: fc.constantFrom("claim" as const, "dismiss" as const) }),
  DownloadPopupToggled: fc.record({ _tag: fc.constant("DownloadPopupToggled" as const), at, open: fc.boolean() }),
  DownloadBannerClosed: plain("DownloadBannerClosed"),
  WelcomeNoticeDismissed: fc.record({ _tag: fc.constant("WelcomeNoticeDismissed" as const), at, index: fc.integer({ min: -1, max: 4 }) }),
  CoinShopOpened: fc.record({ _tag: fc.constant("CoinShopOpened" as const), at }),
  PaymentFrameOpened: fc.record({ _tag: fc.constant("PaymentFrameOpened" as const), at, packageId: fc.option(fc.nat(9), { nil: null }) }),
  PaymentFrameClosed: fc.record({ _tag: fc.constant("PaymentFrameClosed" as const), at }),
  DevicesChecked: fc.record({ _tag: fc.constant("DevicesChecked" as const), at, camera: fc.boolean(), microphone: fc.boolean(), speakers: fc.constantFrom("present" as const, "absent" as const, "unknown" as const), permission: fc.constantFrom("granted" as const, "denied" as const, "prompt" as const, "unknown" as const) }),
  RtcJoined: fc.record({ _tag: fc.constant("RtcJoined" as const), at, roomNum: fc.constantFrom("r-1", "r-2") }),
  RtcJoinFailed: fc.record({ _tag: fc.constant("RtcJoinFailed" as const), at, roomNum: fc.constantFrom("r-1", "r-2"), reason: fc.constantFrom("permission" as const, "device" as const, "network" as const, "token" as const, "unknown" as const) }),
  RemoteJoined: fc.record({ _tag: fc.constant("RemoteJoined" as const), at, roomNum: fc.constantFrom("r-1", "r-2") }),
  RemoteFirstFrame: fc.record({ _tag: fc.constant("RemoteFirstFrame" as const), at, roomNum: fc.constantFrom("r-1", "r-2") }),
  RemoteLeft: fc.record({ _tag: fc.constant("RemoteLeft" as const), at, roomNum: fc.constantFrom("r-1", "r-2"), reason: fc.constantFrom("bye" as const, "failed" as const, "closed" as const) }),
  MediaDeviceLost: fc.record({ _tag: fc.constant("MediaDeviceLost" as const), at, kind: fc.constantFrom("camera" as const, "microphone" as const) }),
  MediaDevicesChanged: fc.record({ _tag: fc.constant("MediaDevicesChanged" as const), at, cameras: fc.nat(3), microphones: fc.nat(3), speakers: fc.nat(3) }),
  RtcQualityChanged: fc.record({ _tag: fc.constant("RtcQualityChanged" as const), at, roomNum: fc.constantFrom("r-1", "r-2"), quality: fc.constantFrom("good" as const, "poor" as const, "bad" as const), rttMs: fc.nat(2000), lossPct: fc.nat(100) }),
  PaymentSucceeded: fc.record({ _tag: fc.constant("PaymentSucceeded" as const), at, orderId: fc.constantFrom("o-1", "o-2", ""), gold: fc.nat(5000) }),
  CallPlacementStarted: fc.record({ _tag: fc.constant("CallPlacementStarted" as const), at, calleeId: fc.constantFrom("20000001", "20000002", ""), location: fc.constantFrom(0, 1, 11) }),
  CallExplainerAccepted: plain("CallExplainerAccepted"),
  CallPriceConfirmed: plain("CallPriceConfirmed"),
  CallPlacementCancelled: plain("CallPlacementCancelled"),
  CallAccepted: fc.record({ _tag: fc.constant("CallAccepted" as const), at, roomNum: fc.constantFrom("r-1", "r-2", "") }),
  CallEndedLocally: fc.record({ _tag: fc.constant("CallEndedLocally" as const), at, roomNum: fc.constantFrom("r-1", "r-2", ""), reason: fc.constantFrom("cancelled" as const, "refused" as const, "noAnswer" as const, "hungUp" as const, "remoteHungUp" as const, "noVideo" as const, "remoteLeft" as const, "noCoins" as const, "failed" as const, "pageHidden" as const) }),
  CallHangUpAsked: plain("CallHangUpAsked"),
  CallHangUpDismissed: plain("CallHangUpDismissed"),
  CallMicToggled: fc.record({ _tag: fc.constant("CallMicToggled" as const), at, muted: fc.boolean() }),
  CallRemoteAudioToggled: fc.record({ _tag: fc.constant("CallRemoteAudioToggled" as const), at, muted: fc.boolean() }),
  CallVideoSwapped: plain("CallVideoSwapped"),
  CallDeviceSwitched: fc.record({ _tag: fc.constant("CallDeviceSwitched" as const), at, kind: fc.constantFrom("camera" as const, "microphone" as const), deviceId: fc.constantFrom("d-1", "") }),
  CallFriendAddRequested: fc.record({ _tag: fc.constant("CallFriendAddRequested" as const), at, peerId: fc.constantFrom("20000001", "") }),
  CallChatSendRequested: fc.record({ _tag: fc.constant("CallChatSendRequested" as const), at, clientId: clientIdArb, peerId: fc.constantFrom("20000001", "502", ""), text }),
  CallChatRetryRequested: fc.record({ _tag: fc.constant("CallChatRetryRequested" as const), at, clientId: clientIdArb }),
  CallDeviceNoticeDismissed: plain("CallDeviceNoticeDismissed"),
  CallReceiptClosed: plain("CallReceiptClosed"),
  CallToastDismissed: plain("CallToastDismissed"),
  SessionScreenClosed: fc.record({ _tag: fc.constant("SessionScreenClosed" as const), at, action: fc.constantFrom("ok" as const, "visitor" as const, "login" as const) }),
  OnlineStatusRequested: fc.record({ _tag: fc.constant("OnlineStatusRequested" as const), at, userIds: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 4 }) }),
  RealtimeStatusChanged: fc
    .record({ _tag: fc.constant("RealtimeStatusChanged" as const), at, status: fc.constantFrom("connecting" as const, "online" as const, "offline" as const), attempt: fc.nat(8), reason: fc.constantFrom("closed", "network", "denied", "stopped") }, { requiredKeys: ["_tag", "at", "status", "attempt"] }),
  ImFrameReceived: fc.record({ _tag: fc.constant("ImFrameReceived" as const), at, frameId: smallId.map((n) => `f${n}`), from: userIdStr, message: imWireArb }),
  CallActionReceived: fc.record({ _tag: fc.constant("CallActionReceived" as const), at, frameId: smallId.map((n) => `f${n}`), from: userIdStr, action: callWireArb }),
  NoticeReceived: fc.record({ _tag: fc.constant("NoticeReceived" as const), at, frameId: smallId.map((n) => `f${n}`), from: userIdStr, notice: noticeArb }),
  ImPanelOpened: fc.record({ _tag: fc.constant("ImPanelOpened" as const), at, tab: imTab }),
  ImPanelClosed: plain("ImPanelClosed"),
  ImTabSelected: fc.record({ _tag: fc.constant("ImTabSelected" as const), at, tab: imTab }),
  ConversationOpened: fc.record({ _tag: fc.constant("ConversationOpened" as const), at, peerId: imPeer, name: text, avatar: text }),
  ConversationClosed: plain("ConversationClosed"),
  TextSendRequested: fc.record({ _tag: fc.constant("TextSendRequested" as const), at, clientId: clientIdArb, peerId: imPeer, text }),
  ImageSendRequested: fc.record({
    _tag: fc.constant("ImageSendRequested" as const),
    at,
    clientId: clientIdArb,
    peerId: imPeer,
    localUrl: fc.constantFrom("blob:a", "blob:b"),
    size: fc.nat(6_000_000),
    width: fc.option(fc.nat(2000), { nil: null }),
    height: fc.option(fc.nat(2000), { nil: null }),
  }),
  ImageSendRejected: fc.record({ _tag: fc.constant("ImageSendRejected" as const), at, reason: fc.constantFrom("imgSizeErr" as const, "notImage" as const) }),
  GiftSendRequested: fc.record({ _tag: fc.constant("GiftSendRequested" as const), at, peerId: imPeer, giftId: fc.constantFrom(160, 152, 155) }),
  SendRetryRequested: fc.record({ _tag: fc.constant("SendRetryRequested" as const), at, clientId: clientIdArb }),
  ConversationDeleted: fc.record({ _tag: fc.constant("ConversationDeleted" as const), at, peerId: imPeer }),
  ConversationReadElsewhere: fc.record({ _tag: fc.constant("ConversationReadElsewhere" as const), at, userId: fc.constantFrom("501", "502"), peerId: imPeer }),
  TranslateToggled: fc.record({ _tag: fc.constant("TranslateToggled" as const), at, on: fc.boolean() }),
  CoinBannerClosed: plain("CoinBannerClosed"),
  GoldDialogClosed: plain("GoldDialogClosed"),
  ImNoticeDismissed: plain("ImNoticeDismissed"),
  FriendRequestAccepted: fc.record({ _tag: fc.constant("FriendRequestAccepted" as const), at, peerId: imPeer }),
  FriendRequestDismissed: fc.record({ _tag: fc.constant("FriendRequestDismissed" as const), at, peerId: imPeer }),
  ChatStoreLoaded: fc.record({
    _tag: fc.constant("ChatStoreLoaded" as const),
    at,
    userId: fc.constantFrom("501", "502"),
    conversations: fc.array(conversationArb, { maxLength: 3 }),
    outbox: fc.array(chatMessageArb, { maxLength: 3 }),
  }),
  ChatHistoryLoaded: fc.record({ _tag: fc.constant("ChatHistoryLoaded" as const), at, userId: fc.constantFrom("501", "502"), peerId: imPeer, messages: fc.array(chatMessageArb, { maxLength: 4 }) }),
  ChatStoreFailed: fc.record({ _tag: fc.constant("ChatStoreFailed" as const), at, op: fc.constantFrom("load", "save", "page"), reason: text }),
  OlderMessagesRequested: fc.record({ _tag: fc.constant("OlderMessagesRequested" as const), at, peerId: imPeer }),
  StoredPageLoaded: fc.record({
    _tag: fc.constant("StoredPageLoaded" as const),
    at,
    userId: fc.constantFrom("501", "502"),
    peerId: imPeer,
    requestId: fc.nat(40),
    messages: fc.array(chatMessageArb, { maxLength: 4 }),
  }),
  DraftSaved: fc.record({ _tag: fc.constant("DraftSaved" as const), at, peerId: imPeer, text: fc.constantFrom("", "hello", "  ") }),
  BadgeQueueOverflowed: fc.record({ _tag: fc.constant("BadgeQueueOverflowed" as const), at, dropped: fc.nat(50) }),
  UploadProgressed: fc.record({ _tag: fc.constant("UploadProgressed" as const), at, key: clientIdArb, loaded: fc.nat(6_000_000), total: fc.nat(6_000_000) }),
  UploadFinished: fc.record(
    { _tag: fc.constant("UploadFinished" as const), at, key: fc.oneof(clientIdArb, reportShotKey), url: fc.constantFrom("/media/u1.png", ""), id: fc.nat(99) },
    { requiredKeys: ["_tag", "at", "key", "url"] },
  ),
  UploadFailed: fc.record({ _tag: fc.constant("UploadFailed" as const), at, key: fc.oneof(clientIdArb, reportShotKey), reason: text }),
  PushPermissionChecked: fc.record({ _tag: fc.constant("PushPermissionChecked" as const), at, permission: pushPermission }),
  PushInvitationConfirmed: plain("PushInvitationConfirmed"),
  PushInvitationDismissed: plain("PushInvitationDismissed"),
  PushPermissionAnswered: fc.record({ _tag: fc.constant("PushPermissionAnswered" as const), at, permission: pushPermission }),
  PushTokenObtained: fc.record({ _tag: fc.constant("PushTokenObtained" as const), at, token: text }),
  PushTokenFailed: fc.record({ _tag: fc.constant("PushTokenFailed" as const), at, reason: text, permission: pushPermission }),
  NetworkReported: fc.record({ _tag: fc.constant("NetworkReported" as const), at, online: fc.boolean() }),
  PageVisibilityChanged: fc.record({ _tag: fc.constant("PageVisibilityChanged" as const), at, visible: fc.boolean() }),
  AppUpdateReady: plain("AppUpdateReady"),
  AppUpdateAccepted: plain("AppUpdateAccepted"),
  AppUpdatePostponed: plain("AppUpdatePostponed"),
  NotificationOpened: fc.record({ _tag: fc.constant("NotificationOpened" as const), at, path }),
  PushCheckOpened: plain("PushCheckOpened"),
  PushCheckClosed: plain("PushCheckClosed"),
  PushCheckStarted: fc.record({ _tag: fc.constant("PushCheckStarted" as const), at, title: text, body: text }),
  TestNotificationAnswered: fc.record({ _tag: fc.constant("TestNotificationAnswered" as const), at, ok: fc.boolean(), reason: text }),
  TestPushAnswered: fc.record({ _tag: fc.constant("TestPushAnswered" as const), at, outcome: fc.constantFrom("sent" as const, "failed" as const, "unavailable" as const), reason: text }),
  PushShown: fc.record({ _tag: fc.constant("PushShown" as const), at, shownAt: at, title: text, kind: fc.constantFrom("im" as const, "call" as const, "test" as const, "other" as const) }),
  LastPushRead: fc.record({ _tag: fc.constant("LastPushRead" as const), at, shownAt: fc.option(at, { nil: null }), title: text }),
  InstallStateChanged: fc.record({ _tag: fc.constant("InstallStateChanged" as const), at, installed: fc.boolean(), installable: fc.boolean() }),
  AppInstalled: plain("AppInstalled"),
  InstallAccepted: fc.record({ _tag: fc.constant("InstallAccepted" as const), at, via: fc.constantFrom("banner" as const, "mini" as const, "menu" as const) }),
  InstallBannerDismissed: plain("InstallBannerDismissed"),
  InstallPromptAnswered: fc.record({ _tag: fc.constant("InstallPromptAnswered" as const), at, outcome: fc.constantFrom("accepted" as const, "dismissed" as const, "unavailable" as const) }),
  ProfileEditorOpened: plain("ProfileEditorOpened"),
  ProfileSaveRequested: fc.record({
    _tag: fc.constant("ProfileSaveRequested" as const),
    at,
    changes: fc.record(
      { userName: text, birthday: fc.constantFrom("1990-01-01", "2001-02-03"), gender: fc.constantFrom(1, 2), languages: fc.array(fc.integer({ min: 1, max: 36 }), { maxLength: 3 }), interests: fc.array(fc.integer({ min: 1, max: 21 }), { maxLength: 5 }) },
      { requiredKeys: [] },
    ),
  }),
  ProfileSaveRefused: fc.record({ _tag: fc.constant("ProfileSaveRefused" as const), at, problem: fc.constantFrom("nicknameRequired" as const, "birthdayOnce" as const, "genderFixed" as const, "tooManyInterests" as const) }),
  AvatarChosen: fc.record({ _tag: fc.constant("AvatarChosen" as const), at, key: clientIdArb, localUrl: fc.constantFrom("blob:a", "blob:b"), size: fc.nat(5_242_880) }),
  AvatarRefused: fc.record({ _tag: fc.constant("AvatarRefused" as const), at, reason: fc.constantFrom("notImage" as const, "tooLarge" as const) }),
  LinkChangeRequested: fc.record(
    { _tag: fc.constant("LinkChangeRequested" as const), at, field: fc.constantFrom("email" as const, "phone" as const), email: fc.constantFrom("ada@example.com"), countryCode: fc.constantFrom("90"), mobileNo: fc.constantFrom("5321234567") },
    { requiredKeys: ["_tag", "at", "field"] },
  ),
  LinkChangeRefused: fc.record({ _tag: fc.constant("LinkChangeRefused" as const), at, field: fc.constantFrom("email" as const, "phone" as const), problem: fc.constantFrom("emailFormat" as const, "phoneFormat" as const, "locked" as const, "unchanged" as const) }),
  OwnAlbumOpened: plain("OwnAlbumOpened"),
  AlbumPictureChosen: fc.record({ _tag: fc.constant("AlbumPictureChosen" as const), at, key: clientIdArb, localUrl: fc.constantFrom("blob:a", "blob:b"), size: fc.nat(5_242_880) }),
  AlbumPictureRefused: fc.record({ _tag: fc.constant("AlbumPictureRefused" as const), at, reason: fc.constantFrom("notImage" as const, "tooLarge" as const) }),
  AlbumPictureDeleteRequested: fc.record({ _tag: fc.constant("AlbumPictureDeleteRequested" as const), at, id: fc.nat(99) }),
  BlockedUsersOpened: plain("BlockedUsersOpened"),
  BlockedUsersClosed: plain("BlockedUsersClosed"),
  MoreBlockedRequested: fc.record({ _tag: fc.constant("MoreBlockedRequested" as const), at, page: fc.integer({ min: 1, max: 4 }) }),
  UnblockRequested: fc.record({ _tag: fc.constant("UnblockRequested" as const), at, userId: fc.integer({ min: 1, max: 30 }) }),
  FriendPageOpened: fc.record({ _tag: fc.constant("FriendPageOpened" as const), at, userId: fc.constantFrom("502", "503", "501") }),
  FriendPageClosed: plain("FriendPageClosed"),
  FriendListRequested: fc.record({ _tag: fc.constant("FriendListRequested" as const), at, page: fc.integer({ min: 1, max: 3 }) }),
  FriendSearchChanged: fc.record({ _tag: fc.constant("FriendSearchChanged" as const), at, query: fc.constantFrom("", "mi", "502") }),
  RelationCheckScheduled: fc.record({ _tag: fc.constant("RelationCheckScheduled" as const), at, peerId: fc.constantFrom("502", "503") }),
  FriendAddRequested: fc.record({ _tag: fc.constant("FriendAddRequested" as const), at, peerId: fc.constantFrom("502", "503"), addWay: fc.constantFrom(101, 102), addReally: fc.constantFrom(0, 1) }),
  FriendActionRefused: fc.record({ _tag: fc.constant("FriendActionRefused" as const), at, peerId: fc.constantFrom("502", "503"), reason: fc.constantFrom("cannotAddSelf" as const, "remindLimit" as const, "noteTooLong" as const, "notFriends" as const) }),
  OneWayPromptShown: fc.record({ _tag: fc.constant("OneWayPromptShown" as const), at, peerId: fc.constantFrom("502", "503"), addWay: fc.constantFrom(101, 102) }),
  OneWayConfirmed: fc.record({ _tag: fc.constant("OneWayConfirmed" as const), at, peerId: fc.constantFrom("502", "503"), addWay: fc.constantFrom(101, 102) }),
  FriendPromptClosed: plain("FriendPromptClosed"),
  FriendStarRequested: fc.record({ _tag: fc.constant("FriendStarRequested" as const), at, peerId: fc.constantFrom("502", "503"), stick: fc.constantFrom(0, 1) }),
  FriendNoteRequested: fc.record({ _tag: fc.constant("FriendNoteRequested" as const), at, peerId: fc.constantFrom("502", "503"), remark: fc.constantFrom("", "Bo") }),
  FriendDeleteRequested: fc.record({ _tag: fc.constant("FriendDeleteRequested" as const), at, peerId: fc.constantFrom("502", "503") }),
  BlockRequested: fc.record({ _tag: fc.constant("BlockRequested" as const), at, peerId: fc.constantFrom("502", "503") }),
  RemindPanelOpened: plain("RemindPanelOpened"),
  RemindPanelClosed: plain("RemindPanelClosed"),
  MoreRemindersRequested: fc.record({ _tag: fc.constant("MoreRemindersRequested" as const), at, page: fc.integer({ min: 1, max: 3 }) }),
  RemindSwitchRequested: fc.record({ _tag: fc.constant("RemindSwitchRequested" as const), at, peerId: fc.constantFrom("502", "503"), on: fc.constantFrom(0, 1) }),
  FriendNoticeDismissed: plain("FriendNoticeDismissed"),
  ReportOpened: fc.record({
    _tag: fc.constant("ReportOpened" as const),
    at,
    userId: fc.integer({ min: 1, max: 30 }),
    origin: fc.constantFrom("chat" as const, "profile" as const, "video" as const),
    gender: fc.constantFrom(0, 1, 2),
    wallGoddess: fc.constantFrom(0 as const, 1 as const),
  }),
  ReportCategoryChosen: fc.record({ _tag: fc.constant("ReportCategoryChosen" as const), at, category: fc.constantFrom(1, 2, 3, 5, 6, 9, 4) }),
  ReportReasonChosen: fc.record({ _tag: fc.constant("ReportReasonChosen" as const), at, reason: fc.constantFrom(110, 210, 250, 570, 910, 920, 999) }),
  ReportSteppedBack: plain("ReportSteppedBack"),
  ReportSubmitted: fc.record({ _tag: fc.constant("ReportSubmitted" as const), at, text, email: fc.constantFrom("", "ada@example.com") }),
  ReportRefused: fc.record({ _tag: fc.constant("ReportRefused" as const), at, text, email: text, reason: fc.constantFrom("textTooLong" as const, "emailTooLong" as const) }),
  RemoteFrameCaptured: fc.record({ _tag: fc.constant("RemoteFrameCaptured" as const), at, key: reportShotKey, localUrl: fc.constantFrom(null, "blob:shot") }),
  ReportClosed: plain("ReportClosed"),
  ReportNoticeDismissed: plain("ReportNoticeDismissed"),
})

/** Any event (unnumbered). */
export const anyEvent = (wildData = false): fc.Arbitrary<NewEvent> => fc.oneof(...Object.values(eventArbitraries(wildData)))

/** A numbered log: an AppStarted first (usually), then events with seq 1.. in order. */
export const eventLog = (maxLength = 60, wildData = false) =>
  fc
    .tuple(fc.option(eventArbitraries(wildData).AppStarted, { freq: 5, nil: null }), fc.array(anyEvent(wildData), { maxLength }))
    .map(([start, rest]) => [...(start ? [start] : []), ...rest].map((e, i) => ({ ...e, seq: i + 1 })))
