// Theme entry: importing this module (once, from the app entry) loads tokens then the base layer.
// Component CSS is imported by each component and relies on these custom properties.
import "./tokens.css"
import "./base.css"
