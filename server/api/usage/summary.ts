// The all-licences usage summary (spec-3 §2 "Usage - All Licences"; §5): monthly, weekly, active users per
// licence, user activity and domain activity, leaving out the users of the excluded licence and counting
// police-network domains under their force's domain.

import type { LicenceActiveUsers, UsageSummary } from '../../../shared/api/types/usage.js'
import { everyLicenceUsers, scopeCovers, type LicenceUsers } from '../store/licence-users.js'
import { currentLicencedUsers } from './licence-usage.js'
import type { Store } from '../store/engine/store.js'
import { usageDomainOf, type UsageSettings } from './settings.js'
import { summaryBoundsAt } from './summary-bounds.js'
import { forEachDayUsage } from './day-usage.js'
import { UsageBook } from './usage-book.js'

export interface SummaryOptions {
  /** Leave out users no current (unexpired) licence covers. */
  currentUsersOnly: boolean
  settings: UsageSettings
  now: number
  gone?: () => boolean
}

const isCurrent = (licence: LicenceUsers, now: number) => licence.expiresAt === null || licence.expiresAt > now

/** Which licences cover an address, remembered per address: a summary sees each user's days many times. */
function licencesOfAddress(licences: LicenceUsers[]) {
  const known = new Map<string, LicenceUsers[]>()
  return (email: string): LicenceUsers[] => {
    let covering = known.get(email)
    if (!covering) known.set(email, (covering = licences.filter((licence) => scopeCovers(licence, email))))
    return covering
  }
}

export async function usageSummary(store: Store, options: SummaryOptions): Promise<UsageSummary> {
  const { settings, now } = options
  const bounds = summaryBoundsAt(now)
  const licences = await everyLicenceUsers(store)
  const excluded = settings.excludedLicenceId
  const shown = licences.filter((licence) => licence.licenceId !== excluded)
  const licencesOf = licencesOfAddress(licences)
  const book = new UsageBook(bounds.book, (email) => usageDomainOf(email, settings))

  await forEachDayUsage(
    store,
    null,
    bounds.range,
    now,
    (usage) => {
      const covering = licencesOf(usage.email)
      // spec-3 §5: the excluded licence's users (an operator's own staff) are nobody's usage.
      if (covering.some((licence) => licence.licenceId === excluded)) return
      if (options.currentUsersOnly && !covering.some((licence) => isCurrent(licence, now))) return
      book.add(usage, covering.map((licence) => licence.licenceId))
    },
    options.gone,
  )

  const activeUsers: LicenceActiveUsers[] = []
  for (const licence of shown) {
    activeUsers.push({
      licenceId: licence.licenceId,
      licenceName: licence.name,
      licencedUsers: (await currentLicencedUsers(store, licence, now)).length,
      ...book.licenceActivity(licence.licenceId),
    })
  }
  return {
    from: new Date(bounds.range.from).toISOString(),
    to: new Date(bounds.range.to).toISOString(),
    monthly: book.monthly(),
    weekly: book.weekly(),
    activeUsers,
    userActivity: book.userActivity(),
    domainActivity: book.domainActivity(),
  }
}
