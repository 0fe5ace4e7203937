// Lets TypeScript accept side-effect CSS imports (`import "./HostCard.css"`); esbuild bundles them.
declare module "*.css"
