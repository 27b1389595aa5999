// Which channel a call counts under in the usage figures (spec-3 §3: lowside, highside, griffeyeCS,
// griffeyeDI, other), from the requesting-app header it carried (shared/api/headers.ts
// REQUESTING_APP_HEADER). This is the one place the mapping is written:
//
//   header value (any case; spaces, dots, dashes and underscores ignored)   channel
//   lowside      the website's standard build (shared/api/headers.ts REQUESTING_APP)       lowside
//   highside     the website's high-security build (the same constant in that build)       highside
//   griffeyecs   Griffeye Analyze CS's plugin, e.g. "griffeye-cs", "GriffeyeCS"           griffeyeCS
//   griffeyedi   Griffeye Analyze DI's plugin, e.g. "griffeye-di", "Griffeye DI"          griffeyeDI
//   anything else, or no header at all (scripts using an API key, unknown apps)           other

import type { UsageChannel } from '../../../shared/api/types/usage.js'

const CHANNEL_OF_APP: Readonly<Record<string, UsageChannel>> = {
  lowside: 'lowside',
  highside: 'highside',
  griffeyecs: 'griffeyeCS',
  griffeyedi: 'griffeyeDI',
}

/** What the mapping is, for the usage rules: days counted under another mapping are counted again. */
export const CHANNEL_RULES = JSON.stringify({ ignored: '[\\s._-]', CHANNEL_OF_APP })

/** Header values seen, with their channel: a day is counted from the same few values again and again. */
const known = new Map<string, UsageChannel>()
const MAX_KNOWN = 1000

export function channelOf(requestingApp: string | null): UsageChannel {
  if (requestingApp === null) return 'other'
  let channel = known.get(requestingApp)
  if (channel === undefined) {
    const key = requestingApp.toLowerCase().replace(/[\s._-]+/g, '')
    channel = Object.hasOwn(CHANNEL_OF_APP, key) ? (CHANNEL_OF_APP[key] as UsageChannel) : 'other'
    if (known.size < MAX_KNOWN) known.set(requestingApp, channel)
  }
  return channel
}
