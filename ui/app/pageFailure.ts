// Whether the current page's own part failed to load (its error boundary shows the offline notice or the
// update prompt instead). A page that hides the layout on phones (the chat, a§2) shows the tab bar then,
// so the member can leave in the app rather than only with the browser's Back.
import { createContext, useContext } from "react"

/** True while the current page's part shows failed; provided by the shell, read by the layers around the page. */
export const PageFailedContext = createContext(false)

/** The current page's part failed to load (see {@link PageFailedContext}). */
export const usePageFailed = (): boolean => useContext(PageFailedContext)
