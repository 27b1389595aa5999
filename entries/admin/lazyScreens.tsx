// The admin area's screens, each fetched from its own chunk when first drawn, so that the area's first load
// (the settings page, for everyone) carries none of them, nor the chart kit or exports some of them use.

import { lazyScreen } from '../../shared/shell/lazyScreen.js'

type OfLicence = { licenceId: string }

export const LazyTrialsScreen = lazyScreen(() => import('./trials/TrialsScreen.js').then((m) => m.TrialsScreen), 'Loading the user trials…')
export const LazyTrialDetailScreen = lazyScreen(() => import('./trials/TrialDetailScreen.js').then((m) => m.TrialDetailScreen), 'Loading the trial…')
export const LazyApplicationsScreen = lazyScreen(() => import('./applications/ApplicationsScreen.js').then((m) => m.ApplicationsScreen), 'Loading the applications…')
export const LazyApplicationsPanel = lazyScreen(() => import('./applications/ApplicationsPanel.js').then((m) => m.ApplicationsPanel), 'Loading the applications…')
export const LazyLicencesScreen = lazyScreen(() => import('./licences/LicencesScreen.js').then((m) => m.LicencesScreen), 'Loading the licences…')
export const LazyLicenceDetailScreen = lazyScreen<OfLicence>(() => import('./licences/LicenceDetailScreen.js').then((m) => m.LicenceDetailScreen), 'Loading the licence…')
export const LazyLicenceUsageScreen = lazyScreen<OfLicence>(() => import('./usage/LicenceUsageScreen.js').then((m) => m.LicenceUsageScreen), 'Loading the usage…')
export const LazyAllUsageScreen = lazyScreen(() => import('./usage/AllUsageScreen.js').then((m) => m.AllUsageScreen), 'Loading the usage…')
export const LazyAuditScreen = lazyScreen<OfLicence>(() => import('./audit/AuditScreen.js').then((m) => m.AuditScreen), 'Loading the audit…')
