// The address of a member's friend page, shared by the wall (startup) and the IM layer (lazy).

/** The path of a member's friend page (m§2 FriendPage: the id encoded), after the language `prefix`. */
export const profilePath = (prefix: string, userId: string | number): string => `${prefix}/profile/${encodeURIComponent(String(userId))}`
