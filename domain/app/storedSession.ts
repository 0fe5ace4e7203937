// Whether a page starts signed in (issue 14): a tiny module of its own, so the page's boot script and
// the composition root decide it the same way without loading the kernel.

/** Whether storage holds a session (a§4: a login token, cookie or local storage), which AppStarted restores: the page starts with the full kernel. */
export const storedSession = (stored: { readonly [key: string]: string }): boolean => (stored["loginToken"] ?? "") !== ""
