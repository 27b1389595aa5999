// The one function that decides which deployment settings a browser may see (STYLE.md: shared/ holds no secrets).

import type { PublicSettings } from '../../shared/api/types/bootstrap.js'
import type { EdgeConfig } from './config.js'
import type { Manifest } from './manifest.js'

export function publicSettings(config: Pick<EdgeConfig, 'restricted' | 'tileToken' | 'thumbHosts' | 'supportEmail' | 'ctdUrl' | 'redirectOrigins'>, manifest: Manifest): PublicSettings {
  return {
    buildName: manifest.buildName,
    highside: manifest.highside,
    restricted: config.restricted,
    version: `${manifest.buildName} ${manifest.builtAt.slice(0, 10)}`,
    tileToken: config.tileToken,
    thumbShards: config.thumbHosts?.length ?? 1,
    supportEmail: config.supportEmail,
    ctdUrl: config.ctdUrl,
    redirectOrigins: [...config.redirectOrigins],
  }
}
