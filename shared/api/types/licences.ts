// Requests and replies of the licence calls (spec-3 §3 "Licence", "Licensed entity", §7 "Licences"), shared
// by the built-in service and the admin area. The shapes are the TypeBox schemas of schemas/licences.ts; this
// module gives the browser their types and the bounds both sides read, without loading TypeBox.

export type {
  EntityRolesRequest,
  LicenceEntitiesReply,
  LicenceEntityReply,
  LicenceList,
  LicenceReply,
  LicenceRolesReply,
  LicenceUsersReply,
  Licence,
  LicensedEntity,
  ListedLicence,
  NewEntityRequest,
  NewLicenceRequest,
} from './schemas/licences.js'

export * from './constants/licences.js'
