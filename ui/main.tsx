// Browser entry: boots the store and renders the root view.
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./theme"
import { Root } from "./app/Root"
import { StoreContext } from "./app/hooks"
import { startApp } from "./app/store"

const { store } = await startApp()
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <StoreContext.Provider value={store}>
      <Root />
    </StoreContext.Provider>
  </StrictMode>,
)
