// Who posts the demo pictures: people with accounts on several sites, each account with a username and
// a profile address in that site's own style; a few sites are onion services.

import { itemAt, type Random } from './random.js'

interface Site {
  domain: string
  profile: (username: string) => string
  picture: (username: string, fileName: string, random: Random) => string
  weight: number
}

const site = (domain: string, profilePath: string, weight: number, picture?: Site['picture']): Site => ({
  domain,
  weight,
  profile: (username) => `https://${domain}/${profilePath.replace('{u}', username)}`,
  picture: picture ?? ((username, fileName) => `https://${domain}/${profilePath.replace('{u}', username)}/${fileName}`),
})

const ONION_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

function makeSites(random: Random): Site[] {
  const sites = [
    site('flickr.com', 'photos/{u}', 10),
    site('imgur.com', 'user/{u}', 12, (_u, fileName, r) => `https://i.imgur.com/${r.chars('abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7)}.${fileName.split('.').pop()!.toLowerCase()}`),
    site('reddit.com', 'user/{u}', 10, (_u, _f, r) => `https://i.redd.it/${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 13)}.jpg`),
    site('vk.com', '{u}', 6),
    site('500px.com', 'p/{u}', 4),
    site('tumblr.com', 'blog/{u}', 5),
    site('deviantart.com', '{u}/gallery', 3),
    site('smugmug.com', 'users/{u}', 2),
    site('photobucket.com', 'u/{u}', 3),
    site('ok.ru', 'profile/{u}', 2),
    site('pinterest.com', '{u}', 5),
    site('imageshack.com', 'user/{u}', 2),
    site('postimg.cc', 'user/{u}', 3),
    site('ibb.co', 'user/{u}', 3),
  ]
  // A few onion services: the search shows their pictures as hosted on TOR (spec-1 §4.7).
  for (let i = 0; i < 3; i++) sites.push(site(`${random.chars(ONION_ALPHABET, 56)}.onion`, 'u/{u}', 1))
  return sites
}

export interface Account {
  domain: string
  username: string
  profile: string
  site: Site
}

export interface Person {
  accounts: Account[]
  /** Indexes into the generator's camera bodies: a person's own cameras. */
  cameras: number[]
}

const WORDS = ['sun', 'wolf', 'pixel', 'river', 'shadow', 'blue', 'urban', 'lens', 'night', 'nomad', 'fox', 'storm',
  'dream', 'coast', 'echo', 'frost', 'iron', 'lucky', 'moon', 'north', 'retro', 'silent', 'wild', 'zen']
const NAMES = ['alex', 'sam', 'kim', 'max', 'lena', 'mike', 'nina', 'olga', 'pavel', 'rosa', 'tim', 'vera', 'jon', 'ella']

function username(random: Random): string {
  const base = random.chance(0.5) ? `${random.pick(WORDS)}${random.pick(WORDS)}` : `${random.pick(NAMES)}_${random.pick(WORDS)}`
  return random.chance(0.6) ? `${base}${random.int(1, 9999)}` : base
}

export class PosterPool {
  private readonly sites: Site[]
  private readonly totalWeight: number

  constructor(random: Random) {
    this.sites = makeSites(random)
    this.totalWeight = this.sites.reduce((sum, s) => sum + s.weight, 0)
  }

  private pickSite(random: Random): Site {
    let left = random.next() * this.totalWeight
    for (const s of this.sites) {
      left -= s.weight
      if (left < 0) return s
    }
    return itemAt(this.sites, 0)
  }

  /** One to four accounts, often under the same name on different sites: what links a person's posts. */
  person(random: Random, cameras: number[]): Person {
    const name = username(random)
    const count = 1 + random.skewedIndex(4)
    const accounts: Account[] = []
    for (let i = 0; i < count; i++) {
      const s = this.pickSite(random)
      const u = random.chance(0.7) ? name : username(random)
      accounts.push({ domain: s.domain, username: u, profile: s.profile(u), site: s })
    }
    return { accounts, cameras }
  }
}
