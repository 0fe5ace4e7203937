// Theme entry: importing this module (once, from the app entry) loads tokens, the base layer and the
// static first paint's styles (index.html).
// Component CSS is imported by each component and relies on these custom properties.
import "./tokens.css"
import "./base.css"
import "./firstPaint.css"
