// Types of scripts/countryCodes.mjs (imported by spec/unit/countries.test.ts).

/** The compact table of the installed i18n-iso-countries: numeric then alpha-2 code, sorted by numeric code ("004AF008AL…"). */
export function numericAlpha2(): string
