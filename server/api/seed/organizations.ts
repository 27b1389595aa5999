// Who the demo's administration data is about (seed/administration.ts writes it): two fictional forces and
// an expired pilot with their licences and staff, the demo team's casework unit, what each demo account does,
// and a user trial with the people who signed up with it. Addresses are at example domains, or at a force's
// made-up name under the police-network suffix, so that the usage tables show it normalised (spec-3 §5).

import type { TrialType } from '../../../shared/api/types/trials.js'
import { DEMO_CLIENT_ID } from '../store/seed.js'
import {
  API_KEY_SCRIPT,
  applicationChannel,
  GRIFFEYE_CS,
  GRIFFEYE_DI,
  HIGH_SECURITY_WEBSITE,
  WEBSITE,
  type Channel,
  type HistoryPerson,
  type Work,
} from './usage-history.js'

/** Someone at a licensed organization: an account without a password (they never sign in to the demo) and a history. */
export interface StaffPlan {
  name: string
  domain: string
  work: Work[]
  channels: (readonly [Channel, number])[]
  activity: number
  justifies?: boolean
  /** Joined this many days before the first start. */
  joinedDaysAgo?: number
  /** The part of the address before the @, when it is not their name. */
  mailbox?: string
  /** Roles they hold in their licence by address, beside their domain's (its administrators'). */
  ownRoles?: string[]
}

export interface LicencePlan {
  name: string
  organization: string
  maxSeats: number
  createdDaysAgo: number
  /** Days after the first start; negative for a licence that has expired. */
  expiresInDays: number
  availableRoles: string[]
  /** Domains and addresses with their roles; staff who administer it are added by address too. */
  entities: (readonly [string, string[]])[]
  staff: StaffPlan[]
}

/** Stands for the force's own application in a channel list: its client id is known only once it is stored. */
export const CASE_LINKER = 'case linker'
export const CASE_LINKER_APP: Channel = { requestingApp: CASE_LINKER, signIn: 'application' }

const person = (name: string, domain: string, work: Work[], activity: number, extra: Partial<StaffPlan> = {}): StaffPlan => ({
  name,
  domain,
  work,
  channels: [[WEBSITE, 1]],
  activity,
  ...extra,
})

/** The forces' licences. */
export const LICENCES: Record<string, LicencePlan> = {
  northshire: {
    name: 'Northshire Police',
    organization: 'Northshire Police',
    maxSeats: 40,
    createdDaysAgo: 300,
    expiresInDays: 240,
    availableRoles: ['Admin', 'Audit', 'CameraId', 'DomainAudit', 'MetadataSearch', 'UsageStats'],
    entities: [
      ['northshire.police.example', ['MetadataSearch']],
      // A contractor outside the force's domain, licensed by address.
      ['lena.fischer@imaging-lab.example', ['MetadataSearch']],
    ],
    staff: [
      person('Priya Shah', 'northshire.police.example', ['licenceAdmin', 'search', 'cameraId'], 0.3, {
        ownRoles: ['Admin', 'Audit', 'CameraId', 'MetadataSearch', 'UsageStats'],
      }),
      person('Tom Ellison', 'northshire.police.example', ['search'], 0.35, { channels: [[WEBSITE, 4], [CASE_LINKER_APP, 1]] }),
      person('Grace Adeyemi', 'northshire.police.example', ['search'], 0.3, { justifies: true }),
      person('Martin Kowalski', 'northshire.police.example', ['search'], 0.25, { channels: [[WEBSITE, 3], [CASE_LINKER_APP, 2]] }),
      person('Hannah Brooks', 'northshire.police.example', ['search'], 0.2),
      person('Daniel Price', 'northshire.police.example', ['search'], 0.15),
      person('Owen Jenkins', 'northshire.police.example', ['search'], 0.25, { joinedDaysAgo: 60 }),
      person('Lena Fischer', 'imaging-lab.example', ['search'], 0.15),
    ],
  },
  westmarch: {
    name: 'Westmarch Constabulary',
    organization: 'Westmarch Constabulary',
    maxSeats: 25,
    createdDaysAgo: 200,
    expiresInDays: 120,
    availableRoles: ['Admin', 'CameraId', 'DomainAudit', 'MetadataSearch', 'ServiceAccount', 'UniformSearch', 'UsageStats'],
    entities: [
      ['westmarch.pnn.police.uk', ['MetadataSearch', 'UniformSearch']],
      // Its digital forensics unit, in a sub-domain the usage tables count under the force's (spec-3 §5).
      ['cid.westmarch.pnn.police.uk', ['CameraId', 'MetadataSearch']],
      ['evidence-gateway@cid.westmarch.pnn.police.uk', ['MetadataSearch', 'ServiceAccount']],
    ],
    staff: [
      person('Ffion Hughes', 'westmarch.pnn.police.uk', ['licenceAdmin', 'search'], 0.25, {
        ownRoles: ['Admin', 'DomainAudit', 'MetadataSearch', 'UsageStats'],
      }),
      person('Rhys Morgan', 'westmarch.pnn.police.uk', ['search', 'uniformSearch'], 0.35, { channels: [[WEBSITE, 1], [HIGH_SECURITY_WEBSITE, 1]], justifies: true }),
      person('Sian Evans', 'westmarch.pnn.police.uk', ['uniformSearch', 'search'], 0.25, { justifies: true }),
      person('Gareth Powell', 'westmarch.pnn.police.uk', ['search'], 0.2, { channels: [[HIGH_SECURITY_WEBSITE, 1]], justifies: true }),
      person('Nia Roberts', 'cid.westmarch.pnn.police.uk', ['search', 'bigSearch', 'cameraId'], 0.35, { channels: [[GRIFFEYE_CS, 3], [WEBSITE, 2]] }),
      person('Callum Reid', 'cid.westmarch.pnn.police.uk', ['bigSearch', 'search'], 0.25, { channels: [[GRIFFEYE_DI, 3], [GRIFFEYE_CS, 1], [WEBSITE, 1]] }),
      // A program with an API key, not a person (spec-3 §4 ServiceAccount).
      person('Evidence Gateway', 'cid.westmarch.pnn.police.uk', ['search'], 0.4, { mailbox: 'evidence-gateway', channels: [[API_KEY_SCRIPT, 1]] }),
    ],
  },
  harbour: {
    name: 'Harbour Agency pilot',
    organization: 'Harbour Agency',
    maxSeats: 10,
    createdDaysAgo: 170,
    expiresInDays: -40,
    availableRoles: ['MetadataSearch', 'UniformSearch'],
    entities: [['harbour-agency.example', ['MetadataSearch', 'UniformSearch']]],
    staff: [
      person('Marta Silva', 'harbour-agency.example', ['search'], 0.35),
      person('Joel Okafor', 'harbour-agency.example', ['uniformSearch', 'search'], 0.25),
      person('Ines Duarte', 'harbour-agency.example', ['search'], 0.2),
    ],
  },
}

/** The demo team's own casework unit, a domain on the demo licence beside the demo accounts. */
export const CASEWORK_DOMAIN = 'casework.sightline.example'
export const CASEWORK: StaffPlan[] = [
  person('Ruth Adler', CASEWORK_DOMAIN, ['search'], 0.3, { channels: [[WEBSITE, 3], [applicationChannel(DEMO_CLIENT_ID), 1]] }),
  person('Felix Grant', CASEWORK_DOMAIN, ['search'], 0.2, { channels: [[WEBSITE, 3], [API_KEY_SCRIPT, 1]] }),
]

/** What the demo accounts (store/seed.ts) do, by the name before the @. */
export const DEMO_ACCOUNT_HISTORY: Record<string, Omit<HistoryPerson, 'email'>> = {
  admin: { work: ['globalAdmin'], channels: [[WEBSITE, 1]], activity: 0.3 },
  investigator: { work: ['search'], channels: [[WEBSITE, 6], [HIGH_SECURITY_WEBSITE, 1]], activity: 0.45, busyNow: true },
  justification: { work: ['search'], channels: [[WEBSITE, 1]], activity: 0.3, justifies: true },
  mfa: { work: ['search'], channels: [[WEBSITE, 1]], activity: 0.15 },
  uniforms: { work: ['uniformSearch'], channels: [[WEBSITE, 1]], activity: 0.25 },
  contributor: { work: ['uniformContribution'], channels: [[WEBSITE, 1]], activity: 0.1 },
  camid: { work: ['cameraId'], channels: [[WEBSITE, 3], [GRIFFEYE_CS, 1]], activity: 0.25 },
  ctd: { work: ['signInOnly'], channels: [[WEBSITE, 1]], activity: 0.08 },
  'licence-admin': { work: ['licenceAdmin'], channels: [[WEBSITE, 1]], activity: 0.2 },
  appcreator: { work: ['appCreator'], channels: [[WEBSITE, 1]], activity: 0.08 },
  nolicence: { work: ['signInOnly'], channels: [[WEBSITE, 1]], activity: 0.04 },
}

export interface TrialUserPlan {
  name: string
  domain: string
  organization: string
  registeredDaysAgo: number
  /** Hours after registering that the address was verified; null for one not verified yet. */
  verifiedAfterHours: number | null
}

export const TRIAL = {
  code: 'DEMO-TRIAL',
  openedDaysAgo: 60,
  closesInDays: 30,
  trialMonths: 1,
  trialType: 'VICTIM_ID' as TrialType,
  users: [
    { name: 'Amara Mensah', domain: 'hotline-ngo.example', organization: 'Hotline NGO', registeredDaysAgo: 52, verifiedAfterHours: 2 },
    { name: 'Tomas Novak', domain: 'childsafe-ngo.example', organization: 'Childsafe NGO', registeredDaysAgo: 12, verifiedAfterHours: 20 },
    { name: 'Jo Reyes', domain: 'regional-taskforce.example', organization: 'Regional Taskforce', registeredDaysAgo: 2, verifiedAfterHours: null },
  ] satisfies TrialUserPlan[],
}
