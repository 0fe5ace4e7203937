// Business constants of the spec, one place, each named after and commented with its spec section.
// a = account-access-shell.md, m = messaging-friends-calls.md.

/** a§9 Request timeout, ms. */
export const REQUEST_TIMEOUT_MS = 50_000
/** a§9 Heartbeat period, ms. */
export const HEARTBEAT_MS = 20_000
/** a§4 Heartbeat type, and the a§3 status codes the client reports (1 busy, 2 online). */
export const HEARTBEAT_TYPE = 0
export const STATUS_BUSY = 1
export const STATUS_ONLINE = 2
/** a§9 Cookie banner delay after login, ms. */
export const COOKIE_BANNER_DELAY_MS = 1_200
/** a§9 Lifetime of the 18+, device id, login and user id cookies, days. */
export const COOKIE_DAYS = 365
/** a§9 Toast duration, ms (4000 for the install bonus). */
export const TOAST_MS = 3_000
export const TOAST_INSTALL_BONUS_MS = 4_000
/** a§9 Mobile layout applies at or below this body width, px. */
export const MOBILE_BREAKPOINT_PX = 680
/** a§5/§9 Minimum age, years; birth years run from 1930 to current year minus 18. */
export const MIN_AGE_YEARS = 18
export const MIN_BIRTH_YEAR = 1930
/** a§9 Default birthday is about this many years back. */
export const DEFAULT_BIRTHDAY_YEARS_BACK = 20
/** a§5 Nickname maximum length, characters. */
export const NICKNAME_MAX = 30
/** a§5 Phone digits max and code length. */
export const PHONE_DIGITS_MAX = 20
export const CODE_LENGTH = 6
/** a§5 Code resend interval (phone tracked locally; e-mail button disabled), ms. */
export const CODE_RESEND_MS = 60_000
/** a§5 E-mail password length bounds, characters (button enabled above 5). */
export const EMAIL_PASSWORD_MIN = 6
export const EMAIL_PASSWORD_MAX = 16
/** a§5 Phone password length bounds, characters (button enabled above 7). */
export const PHONE_PASSWORD_MIN = 8
export const PHONE_PASSWORD_MAX = 30
/**
 * a§4 phone password config (checkMobile passwordConfig): after a correct code, new users and users
 * without a password sign in directly when OFF, may skip the password step when OPTIONAL, and must set
 * one when REQUIRED. A reset always sets a new password.
 */
export const PHONE_PASSWORD_CONFIG = { off: 0, optional: 1, required: 2 } as const
/** a§7 phone sign-in: threePartyId type and the language name sent with it. */
export const PHONE_LOGIN_TYPE = 6
/**
 * a§7 login/token loginType per identity provider. The spec does not list the values; these are the
 * reference gateway's, and the production service must use the same ones (README, configuration).
 */
export const SOCIAL_LOGIN_TYPE = { google: 1, facebook: 2 } as const
/** a§5 Characters allowed in passwords besides letters and digits. */
export const PASSWORD_SYMBOLS = '~!@#$%^&*()_+{}:"><?'
/** a§9 Users counter default and rise per second (1 to 10). */
export const USERS_COUNTER_DEFAULT = 122_987_212
export const USERS_COUNTER_RISE_MIN = 1
export const USERS_COUNTER_RISE_MAX = 10
/** a§7 Platform type and device type of the web client. */
export const PLATFORM_TYPE = 4
export const DEVICE_TYPE = 4
/** a§3 Avatar size suffixes. */
export const AVATAR_BIG = "270X360"
export const AVATAR_SMALL = "112X150"
/** a§3 Keys kept by the session cleanup. */
export const KEPT_ON_CLEANUP = ["deviceId", "userId", "acceptCookie", "oneWayAFPop", "RC_POP_18"] as const
/** a§4 Protocol type of the privacy policy. */
export const PRIVACY_PROTOCOL_TYPE = 3
/**
 * a§1 Site languages with their own path prefix: tr, nl and gb (British English, the en catalog). "/en"
 * is accepted too (English chosen by address); an address without a prefix leaves the choice to the
 * stored siteLanguage and the browser (domain/shell/language.ts).
 */
export const PREFIXED_LANGUAGES = ["en", "tr", "nl", "gb"] as const
/** a§1 / m§9 interface languages, the spec's codes (Hebrew is "iw"); en, the default, first. */
export const UI_LANGUAGES = [
  "en", "ar", "de", "el", "es", "fr", "hi", "id", "it", "iw", "ja", "ko", "ms", "nl", "pt", "ru", "th", "tr", "vi", "zh",
] as const
/** a§3 Stored key (local storage) of the language the member chose in settings. */
export const SITE_LANGUAGE_KEY = "siteLanguage"
/**
 * a§9 / m§3 language-code-to-id map, id = position + 1: en 1, zh 2, es 3, ru 4, fr 5, ja 6, de 7, ar 8 as
 * the spec lists them, ending at sn 36. The spec does not show the entries between; this client and the
 * reference gateway (spoken-language list) fill them with ISO 639-1 codes: the other interface languages
 * of a§1 first (pt 9 ... el 19, he 20 = "iw"), then widely spoken ones. The production service must use
 * the same table (README, specification coverage).
 */
export const LANGUAGE_CODES = [
  "en", "zh", "es", "ru", "fr", "ja", "de", "ar", "pt", "hi", "it", "ko", "tr", "id", "vi", "th", "ms", "nl",
  "el", "he", "pl", "uk", "fa", "ur", "bn", "ta", "tl", "ro", "sv", "cs", "hu", "sw", "zu", "yo", "ha", "sn",
] as const
const LANGUAGE_ID_MAP: ReadonlyMap<string, number> = new Map([
  ...LANGUAGE_CODES.map((code, i) => [code, i + 1] as const),
  // a§1 lists Hebrew under its old code "iw" (ISO 639-1 now says "he").
  ["iw", LANGUAGE_CODES.indexOf("he") + 1] as const,
])
/** a§9 the id of language `code` (ISO 639-1, "iw" = "he"); unlisted codes are 0. */
export const languageIdOf = (code: string): number => LANGUAGE_ID_MAP.get(code) ?? 0
/** Host wall page size (not in the spec; the service pages by a size parameter). */
export const WALL_PAGE_SIZE = 20
/** a§9 Register bonus text, coins. */
export const REGISTER_BONUS_COINS = 120
/** a§4/§9 The download banner and the register-coins banner come back this long after being closed, ms. */
export const BANNER_RESHOW_MS = 24 * 60 * 60 * 1000
/** a§9 A welcome notice disappears this long after it appeared, ms. */
export const WELCOME_NOTICE_TTL_MS = 300_000
/** a§9 Welcome notices appear one after another, this far apart, ms. */
export const WELCOME_NOTICE_STAGGER_MS = 50
/** a§4/§9 Welcome notices show only when the member's login count is within these bounds (inclusive). */
export const WELCOME_MIN_LOGINS = 2
export const WELCOME_MAX_LOGINS = 20
/** m§3 a§3 status code "online" (the online dot). */
export const ONLINE_STATUS = 2
/** m§2/§9 Timestamps between chat messages show after this gap, ms. */
export const TIMESTAMP_GAP_MS = 300_000
/** m§9 Unread avatars shown in the IM bar, at most. */
export const UNREAD_AVATARS_MAX = 6
/** m§5/§9 Largest image that may be sent, bytes (5 MB). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** m§9 Chat list and history page size. */
export const CHAT_PAGE_SIZE = 100
/**
 * A chat's draft is saved this long after the last keystroke, ms (not in the spec; the spec's 500 ms
 * input debounces of m§5/§9), so typing does not write an event per key.
 */
export const DRAFT_SAVE_DEBOUNCE_MS = 500
/** Longest draft kept, characters (the composer's own limit; the spec names none). */
export const DRAFT_MAX_CHARS = 2000
/** m§4/§9 Unread badge updates throttle, ms, and the most badge requests queued. */
export const BADGE_THROTTLE_MS = 300
export const BADGE_QUEUE_MAX = 100
/** m§9 Badge counts at or above this show as "k+". */
export const BADGE_K_PLUS = 999
/** m§2/§9 Coin banner in the message list re-shows this long after closing, ms. */
export const COIN_BANNER_RESHOW_MS = 24 * 60 * 60 * 1000
/** m§5 translateCode meaning the translation limit was reached: translation is turned off. */
export const TRANSLATE_LIMIT_CODE = 54000
/** m§9 source tag of requests that name their origin (gift/send `source`). */
export const SOURCE_TAG = "webservice"
/** m§4 addFriend addWay: added during a call (101) or in chat (102). */
export const ADD_WAY_CALL = 101
export const ADD_WAY_CHAT = 102
/** m§8 gift/send code: not enough gold. */
export const GIFT_NO_GOLD_CODE = 10014
/**
 * m§8 "blocked": im/v1/send and gift/send refuse a message between members when either blocked the other.
 * The spec gives the message, not the code; this is the reference gateway's (production must match).
 */
export const MESSAGE_BLOCKED_CODE = 20010
/** m§4/m§9 message type of a video call record (sent by the call's caller when the call ends). */
export const CALL_RECORD_TYPE = 10
/** m§4 notice type that carries call and friend-request records; notice types ignored. */
export const NOTICE_RECORD_TYPE = 1090
export const IGNORED_NOTICE_TYPES: ReadonlyArray<number> = [52, 66, 73, 1050]
/** m§4 message types skipped when merging history (3, 4, 7). */
export const HISTORY_SKIPPED_TYPES: ReadonlyArray<number> = [3, 4, 7]
/** m§4 sounds are preloaded this long after start, ms. */
export const SOUND_PRELOAD_DELAY_MS = 2_000
/** Outbox retry backoff: first delay and cap, ms (not in the spec). */
export const OUTBOX_RETRY_BASE_MS = 2_000
export const OUTBOX_RETRY_MAX_MS = 60_000
/** Fresh RTM tokens asked for after "denied", at most, before giving up until the next sign-in. */
export const RTM_DENIED_RETRIES_MAX = 3
/** m§4/§9 Call invites older than this are ignored; ringing without an answer ends after this, ms. */
export const CALL_INVITE_EXPIRY_MS = 30_000
export const CALL_RING_MS = 30_000
/** m§4/§9 After joining, no remote first frame within this hangs up; the remote gone this long hangs up, ms. */
export const CALL_FIRST_FRAME_MS = 30_000
export const CALL_REMOTE_LEFT_MS = 20_000
/** m§4 The face-show and web-tips messages come this long after the video opened, ms. */
export const CALL_TIPS_MS = 3_000
/** m§4 Recharge notice countdowns in a video chat: first stage, then the second, ms. */
export const CALL_RECHARGE_FIRST_MS = 58_000
export const CALL_RECHARGE_SECOND_MS = 30_000
/** m§4/§9 Female callees (gender 1 in this reading) are checked against this price, coins per minute. */
export const CALL_FEMALE_PRICE_CHECK = 80
/** m§4 Call location whose price pop shows only once (stored). */
export const CALL_PRICE_POP_ONCE_LOCATION = 11
/** m§4/§9 A billed minute, ms (the gateway's CALL_BILLING_MS may shorten its own in tests). */
export const CALL_MINUTE_MS = 60_000
/**
 * m§8 call answer codes: 100000 try again, 100001/100002 no answer (offline, busy), 100003 add friend
 * first, 100004 not enough coins; 100005 (this gateway's, the spec names none) either member blocked
 * the other: "you cannot call this person" (issue 12: blocked members cannot call each other).
 */
export const CallCode = {
  tryAgain: 100000,
  calleeOffline: 100001,
  calleeBusy: 100002,
  needFriend: 100003,
  insufficientCoins: 100004,
  blocked: 100005,
} as const
/** a§8 A page part (lazy chunk) that has not loaded after this long fails as a ChunkLoadError, ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
/**
 * Notification self-test (not in the spec): how long the reference gateway's test push has to arrive
 * after the gateway accepted it before the self-test says it did not, ms.
 */
export const PUSH_CHECK_WAIT_MS = 20_000
/** a§4/§9 The web-push invitation is polled this often, ms, and shown once in total. */
export const PUSH_POLL_MS = 2_000
/**
 * a§9 "a 300000 ms gap setting also exists" for web push; the spec does not say what it gates, so no
 * rule reads it (named here so it is not mistaken for the 2 s poll).
 */
export const PUSH_GAP_MS = 300_000
/** a§9 Default gift value set in web push, coins: shown until isInitNotification names its own. */
export const PUSH_DEFAULT_GIFT = 200
/** a§4/§9 Install banner: first shown this long after the check, ms. */
export const INSTALL_FIRST_MS = 3_000
/** a§4/§9 Install banner: back this long after the member dismissed it, ms (8 h). */
export const INSTALL_RESHOW_MS = 28_800_000
/** a§4/§9 Install banner: shown at most this many times a (local) day; then only the mini button on phones. */
export const INSTALL_MAX_PER_DAY = 2
/** A calendar day, ms. */
export const DAY_MS = 86_400_000
/** a§7 tracking (bury) event ids of this client: the web-push token could not be obtained (a§4). */
export const BURY_EVENT = { pushTokenFailed: "webPushTokenFailed" } as const
/** a§5/§9 Spoken languages and interests a member may pick, at most. */
export const LANGUAGES_MAX = 3
export const INTERESTS_MAX = 5
/** a§5/§9 A linked e-mail or phone may not change again for this long after it was linked, ms (7 days). */
export const LINK_CHANGE_LOCK_MS = 7 * 24 * 60 * 60 * 1000
/** a§8 While a new profile photo is under review and the profile page is open, it is checked this often, ms (not in the spec). */
export const AVATAR_REVIEW_POLL_MS = 5_000
/** m§7/§9 Blocked users list page size. */
export const BLOCKED_PAGE_SIZE = 20
/**
 * a§8 answer codes of /user/update: 20101 nickname sensitive, 10025 update-info failed; and of this
 * gateway's a§5 link rule: 10009 the e-mail or phone is linked to another account, 10030 the linked
 * e-mail or phone changed less than 7 days ago.
 */
export const ProfileCode = { nicknameSensitive: 20101, updateInfoFailed: 10025, linkedElsewhere: 10009, linkLocked: 10030 } as const
/** m§3 Gift ids the web client offers, in display order; other gifts of the list are not offered. */
export const ALLOWED_GIFT_IDS: ReadonlyArray<number> = [
  160, 152, 155, 157, 148, 159, 183, 185, 187, 189, 165, 191, 163, 169, 167, 193, 195, 174, 173, 171, 197, 199, 201,
]
/** m§2/m§9 Quick gifts shown in the video popup: the first 6 offered gifts. */
export const QUICK_GIFTS = 6

// ---- The social half (m§2-§9, issue 12): friends, reminders, notes, blocking, albums, reports. ----

/** m§9 Friend list page size. */
export const FRIEND_PAGE_SIZE = 100
/** m§9 Online-reminder list page size, and the most friends with the reminder on (m§2 "x/50"). */
export const REMIND_PAGE_SIZE = 20
export const REMIND_MAX = 50
/** m§5/§9 Note name (friend remark) maximum length, characters. */
export const NOTE_MAX = 30
/** m§5/§9 Report free text and report e-mail maximum lengths, characters. */
export const REPORT_TEXT_MAX = 200
export const REPORT_EMAIL_MAX = 100
/** m§5/§9 Friend search and list scroll debounce, and the pre-chat relation check debounce, ms. */
export const FRIEND_SEARCH_DEBOUNCE_MS = 500
export const FRIEND_SCROLL_DEBOUNCE_MS = 500
export const RELATION_CHECK_DEBOUNCE_MS = 400
/** m§4/§9 A one-way friend add costs this many coins (gold), charged once per pair. */
export const ONE_WAY_ADD_COST = 9
/** m§4/§9 The one-way add confirmation is remembered this long (local flag oneWayAFPop), ms (365 days). */
export const ONE_WAY_PROMPT_REMEMBER_MS = 365 * 24 * 60 * 60 * 1000

/**
 * a§3/m§3 relation codes (getUserInfo relation, im/v1/list relation, friend/relations data): 0 none,
 * 1 I asked them (request pending), 2 friends, 3 they asked me (request pending), 4 (friend/relations
 * only, m§4) one-way: adding now would cost ONE_WAY_ADD_COST coins.
 */
export const Relation = { none: 0, requested: 1, friends: 2, requestedByThem: 3, oneWay: 4 } as const

/**
 * Answer codes of the friend, blacklist and chat endpoints. m§8 gives 20001 (add friend: not enough
 * gold) and the three chat refusals by meaning only; the numbers besides 20001 are this gateway's:
 * - 20001 not enough gold for a one-way add (data {goldNum, cost});
 * - 20002 a one-way add sent without addReally 1 (data {cost}): the client shows the pay-attention
 *   confirmation (m§8) and sends again with addReally 1;
 * - 20010 blocked: either member blocked the other (messages, gifts, friend adds; = MESSAGE_BLOCKED_CODE);
 * - 20011 friendship removed: the receiver deleted the sender as a friend; messages are refused until
 *   they are friends again or the receiver writes first;
 * - 20012 daily say-hi limit reached: the sender opened the day's quota of new conversations with
 *   non-friends (a say-hi is a message to a non-friend who never wrote to the sender);
 * - 20013 waiting for a reply (m§4 friend verification): a non-friend who never wrote back has received
 *   the most messages or images a stranger may send before a reply; later ones are held back;
 * - 20014 not friends: a friend-only action (note, favourite, reminder) on someone who is not a friend;
 * - 20015 the online-reminder limit (REMIND_MAX) is reached (data {remindNum}).
 */
export const FriendCode = {
  notEnoughGold: 20001,
  confirmOneWay: 20002,
  blocked: MESSAGE_BLOCKED_CODE,
  friendshipRemoved: 20011,
  sayHiLimit: 20012,
  awaitingReply: 20013,
  notFriends: 20014,
  remindLimit: 20015,
} as const

/**
 * Friend verification numbers of the reference gateway (m§4: the spec gives the rule, not the numbers):
 * before the receiver ever wrote back (and while not friends), a member may send them at most
 * PRE_REPLY_MESSAGES_MAX messages (text, image or gift); and may start at most SAY_HI_DAILY_MAX new
 * conversations with non-friends a UTC day (the gateway's SAY_HI_DAILY_LIMIT overrides it).
 */
export const PRE_REPLY_MESSAGES_MAX = 5
export const SAY_HI_DAILY_MAX = 20

/**
 * Notice type of the online-reminder notice (issue 12's choice; the spec never says what a reminder
 * does): bizType 3 notice {noticeType 1201, content = the friend's name as the member sees it (note
 * name, else nickname), extra.userId = the friend's id}, sent when a friend the member set a reminder
 * for comes online.
 */
export const FRIEND_ONLINE_NOTICE_TYPE = 1201

/**
 * m§3/§9 report reasons: main category codes in display order (2 adult, 5 suspicious, 1 no match,
 * 6 harassment, 9 under-age, 3 other) with their sub-reason codes in order (labels in the catalogs:
 * adult nude, sexual implication, prostitution, child exploitation, other; no match gender mismatch,
 * pretend celebrity, pretend others, other; suspicious ask for gift, defraud, junk mail, controlled
 * goods, criminal organisation, terrorism, other; harassment abuse, violence threat, discrimination,
 * unwanted contact, other; under-age record minor, contact minor). Others (3) has no sub-reason.
 */
export const REPORT_REASONS: ReadonlyArray<{ readonly type: number; readonly subs: ReadonlyArray<number> }> = [
  { type: 2, subs: [210, 220, 230, 240, 250] },
  { type: 5, subs: [510, 520, 530, 540, 550, 560, 570] },
  { type: 1, subs: [110, 120, 130, 140] },
  { type: 6, subs: [610, 620, 630, 640, 650] },
  { type: 9, subs: [910, 920] },
  { type: 3, subs: [] },
]
/** m§2 the "Others" main category: straight to the free-text step. */
export const REPORT_TYPE_OTHER = 3
/**
 * Where a report was made (report/profile `site`, report/video/report/two `reportPage`); the spec names
 * the fields, not the values: 1 chat, 2 friend page, 3 video call.
 */
export const ReportSite = { chat: 1, friendPage: 2, videoCall: 3 } as const
/** m§4 JPEG quality (0..1) of the remote-video screenshot a video-call report uploads. */
export const REPORT_SHOT_QUALITY = 0.2
