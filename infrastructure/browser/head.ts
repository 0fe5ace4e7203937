// The document head as the adapter for page metadata (a§2): title, meta description, canonical link,
// hreflang alternates and the html lang and dir attributes. Links it adds carry data-page-meta and are replaced
// on every call; with no description the one index.html shipped is put back.
/** Metadata of one page; URLs absolute. */
export interface HeadMeta {
  readonly title: string
  /** null: the site's default description (index.html). */
  readonly description: string | null
  /** BCP 47 language of the page's content (html lang). */
  readonly lang: string
  /** Writing direction of that language (html dir); absent: left to right. */
  readonly dir?: "ltr" | "rtl"
  readonly canonical: string | null
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>
}

const MANAGED = "data-page-meta"
const DEFAULT = "data-default-content"

/** What was last written into each document (JSON of the meta): the same meta again changes nothing. */
const written = new WeakMap<Document, string>()

/** Writes `meta` into `doc`'s head; nothing when it is what was written last (no style work for the page). */
export const applyHeadMeta = (doc: Document, meta: HeadMeta): void => {
  const json = JSON.stringify(meta)
  if (written.get(doc) === json) return
  written.set(doc, json)
  if (doc.title !== meta.title) doc.title = meta.title
  // Written only when different: a new lang or dir on <html> restyles the whole page.
  if (doc.documentElement.lang !== meta.lang) doc.documentElement.lang = meta.lang
  if (doc.documentElement.dir !== (meta.dir ?? "ltr")) doc.documentElement.dir = meta.dir ?? "ltr"
  let desc = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!desc) {
    desc = doc.createElement("meta")
    desc.name = "description"
    desc.setAttribute(DEFAULT, "")
    doc.head.appendChild(desc)
  }
  if (!desc.hasAttribute(DEFAULT)) desc.setAttribute(DEFAULT, desc.content)
  desc.content = meta.description ?? desc.getAttribute(DEFAULT) ?? ""
  for (const old of Array.from(doc.head.querySelectorAll(`link[${MANAGED}]`))) old.remove()
  const link = (rel: string, href: string, hreflang?: string) => {
    const el = doc.createElement("link")
    el.rel = rel
    el.href = href
    if (hreflang) el.hreflang = hreflang
    el.setAttribute(MANAGED, "")
    doc.head.appendChild(el)
  }
  if (meta.canonical) link("canonical", meta.canonical)
  for (const a of meta.alternates) link("alternate", a.href, a.hreflang)
}
