// A neutral badge standing for a result's domain. A favicon would be fetched from the domain itself, which
// tells that site an investigator looked at it and breaks the page's content policy; the badge shows the
// domain's first letter on a colour derived from the name, so the same domain always looks the same.

export interface DomainBadge {
  letter: string
  /** A hue in degrees for the badge's background. */
  hue: number
}

export function domainBadge(domain: string): DomainBadge {
  const name = domain.trim().toLowerCase().replace(/^www\./, '')
  const letter = (name.match(/[a-z0-9]/)?.[0] ?? '?').toUpperCase()
  let hash = 0
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) >>> 0
  return { letter, hue: hash % 360 }
}
