// The presence slice (a§4): whether the heartbeat loop runs (exactly while signed in), whether the
// member is busy, other users' online statuses (a§3 codes), and the abnormal call left in storage.
// `*By` fields hold the seq of the event that caused a change, so react issues each command once.

/** A call left in storage by an earlier page (a§4 abnormal call recovery). role: "caller" or other. */
export interface StoredCall {
  readonly roomNum: string
  readonly role: string
}

/** A data dictionary of the service (a§7 / m§3 dict: online status, gender): code -> its name. */
export type Dictionary = ReadonlyArray<{ readonly id: number; readonly name: string }>

/** The presence slice. */
export interface PresenceState {
  /** The heartbeat loop runs (started on becoming signed in, stopped on logout or session end). */
  readonly heartbeat: boolean
  /** Seq of the event that started the loop, or that stopped it; null otherwise. */
  readonly startedBy: number | null
  readonly stoppedBy: number | null
  /** Ringing or in a call (a§4: heartbeat and upload report 1, else 2). */
  readonly busy: boolean
  readonly busyChangedBy: number | null
  /** Online status by user id (a§3: 0 offline, 1 busy, 2 online, 3 invisible). */
  readonly statuses: Readonly<Record<string, number>>
  /** The stored call still to end on sign-in, or null. */
  readonly storedCall: StoredCall | null
  /** The stored call being ended by the event with seq `by` (exactly once). */
  readonly recovery: (StoredCall & { readonly by: number }) | null
  /**
   * m§3 the user status and gender dictionaries, fetched once per page load (null until they answer).
   * Their contents are not specified: the client keeps its own translated words for the a§3 codes.
   */
  readonly dictionaries: { readonly onlineStatus: Dictionary | null; readonly userGender: Dictionary | null }
}

/** The state before AppStarted. */
export const initialPresence: PresenceState = {
  heartbeat: false,
  startedBy: null,
  stoppedBy: null,
  busy: false,
  busyChangedBy: null,
  statuses: {},
  storedCall: null,
  recovery: null,
  dictionaries: { onlineStatus: null, userGender: null },
}

/** Timer key of the heartbeat loop. */
export const HEARTBEAT_TIMER = "heartbeat"

/** Storage keys of the abnormal-call record (written by the calls feature). */
export const ROOM_KEY = "roomNum"
export const ROLE_KEY = "callRole"
