// Which leads the leads panel shows (spec-2 §4 "Lead browsing", §9): major and minor leads, the category
// filter with its counts and summary text, and the note on minor leads left out.

import { LEAD_CATEGORIES, LEAD_CATEGORY, type Lead, type LeadCategory } from '../../../shared/api/types/bigsearch.js'
import { isMajorLead } from '../../../shared/bigsearch/leadRank.js'

/** The category of a lead type; null for a type this page does not know. */
export function categoryOf(type: string): LeadCategory | null {
  return (LEAD_CATEGORY as Record<string, LeadCategory | undefined>)[type] ?? null
}

export const CATEGORY_LABEL: Readonly<Record<LeadCategory, string>> = {
  CAMERA: 'Camera',
  DATE: 'Date',
  METADATA: 'Metadata',
  IDENTICAL: 'Identical',
  VISUALLY_SIMILAR: 'Visually similar',
  LOCATION: 'Location',
  LOCATION_AND_DATE: 'Location and date',
  USERNAME: 'Username',
}

/** The chosen categories, one flag per LEAD_CATEGORIES entry. */
export type CategoryChoice = readonly boolean[]
export const ALL_CATEGORIES: CategoryChoice = LEAD_CATEGORIES.map(() => true)

/** spec-2 §2 "Leads panel": None, All leads, one category's leads, or N types of leads. */
export function categorySummary(choice: CategoryChoice): string {
  const chosen = LEAD_CATEGORIES.filter((_, i) => choice[i])
  if (chosen.length === 0) return 'None'
  if (chosen.length === LEAD_CATEGORIES.length) return 'All leads'
  if (chosen.length === 1) return `${CATEGORY_LABEL[chosen[0]!]} leads`
  return `${chosen.length} types of leads`
}

function chosenCategory(type: string, choice: CategoryChoice): boolean {
  const category = categoryOf(type)
  // A type of no known category is shown only with every category, so that no filter hides a lead it names.
  if (category === null) return choice.every(Boolean)
  return choice[LEAD_CATEGORIES.indexOf(category)] === true
}

export interface ShownLeads {
  /** Positions in the job's lead list, in the list's order, majors first. */
  shown: number[]
  /** Minor leads of the chosen categories left out ('Not showing N lead(s)'). */
  hiddenMinor: number
  /** Leads each category holds among those the minor choice shows. */
  counts: Record<LeadCategory, number>
}

export function shownLeads(leads: readonly Lead[], choice: CategoryChoice, showMinor: boolean): ShownLeads {
  const counts = Object.fromEntries(LEAD_CATEGORIES.map((c) => [c, 0])) as Record<LeadCategory, number>
  const majors: number[] = []
  const minors: number[] = []
  let hiddenMinor = 0
  leads.forEach((lead, index) => {
    const major = isMajorLead(lead)
    const category = categoryOf(lead['@type'])
    if (category && (major || showMinor)) counts[category] += 1
    if (!chosenCategory(lead['@type'], choice)) return
    if (major) majors.push(index)
    else if (showMinor) minors.push(index)
    else hiddenMinor += 1
  })
  return { shown: [...majors, ...minors], hiddenMinor, counts }
}
