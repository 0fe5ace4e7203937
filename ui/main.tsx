// Placeholder entry; replaced by the app shell (wired to the domain store) in the skeleton issue.
import { createRoot } from "react-dom/client"

createRoot(document.getElementById("root")!).render(<p>loading</p>)
