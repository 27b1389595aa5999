// The Uniform Intelligence Hub's calls (spec-3 §3 "School", "School image", "Uniform search results", "Filter
// options", "Uniform search form", "Contribution payload"; §7 "Uniforms") as TypeBox schemas. The browser imports
// this module only for types (shared/api/types/uniforms.ts).

import { Type, type Static, type TSchema } from 'typebox'
import {
  SCHOOL_IMAGE_TYPES,
  SCHOOL_STATUSES,
  UNIFORM_CORRECTION_MAX,
  UNIFORM_DESCRIPTION_MAX,
  UNIFORM_FILTER_VALUES_MAX,
  UNIFORM_PAGING_TYPES,
  UNIFORM_TEXT_MAX,
  UNIFORM_WEBSITE_MAX,
} from '../constants/uniforms.js'
import { User } from './user.js'

/** A school's or an image's id as the paths carry it. */
export const uniformIdText = () => Type.String({ pattern: '^[0-9]{1,15}$' })

const numberText = () => Type.String({ maxLength: 10 })
/** A query value that may be given once or repeated (`regions=a&regions=b`). */
const oneOrMany = <T extends TSchema>(item: T) => Type.Union([item, Type.Array(item, { maxItems: UNIFORM_FILTER_VALUES_MAX })])
const labelText = () => Type.String({ maxLength: 200 })

export const SchoolImageType = Type.Enum(SCHOOL_IMAGE_TYPES)

/** spec-3 §3 "School image". */
export const SchoolImage = Type.Object(
  {
    id: Type.String(),
    schoolId: Type.String(),
    /** The md5 of the bytes `…/content` serves (hex); the content call's cache key. */
    md5: Type.String(),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    /** Every label tree node the image carries, leaves and the nodes above them. */
    labels: Type.Array(Type.String()),
    /** The leaves of the logo or uniform label tree the image is labelled with. */
    labelLeafNodes: Type.Array(Type.String()),
    containsPii: Type.Boolean(),
    type: SchoolImageType,
    accepted: Type.Boolean(),
    /** What the image shows, in words ("Navy blazer with a gold lion crest"). */
    description: Type.String(),
    /** How near the image is to the one of a similar-image search (0 the same; smaller is nearer); absent otherwise. */
    distance: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
)
export type SchoolImage = Static<typeof SchoolImage>

export const SchoolLocation = Type.Object({ latitude: Type.Number(), longitude: Type.Number() }, { additionalProperties: false })

/** spec-3 §3 "School", with the details the contribution screen shows (school type, town, region). */
export const School = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    status: Type.Enum(SCHOOL_STATUSES),
    website: Type.Union([Type.String(), Type.Null()]),
    postcode: Type.String(),
    /** The register's own number: a URN in England and Wales, a seed code in Scotland, a DE reference in Northern Ireland, a roll number in Ireland. */
    externalId: Type.String(),
    minAge: Type.Integer(),
    maxAge: Type.Integer(),
    /** Whether pupils wear a uniform: true, false, or null when not known. */
    uniformWorn: Type.Union([Type.Boolean(), Type.Null()]),
    hasUniformWorn: Type.Boolean(),
    location: Type.Union([SchoolLocation, Type.Null()]),
    hasLocation: Type.Boolean(),
    hasWebsite: Type.Boolean(),
    acceptedLogoCount: Type.Integer({ minimum: 0 }),
    acceptedUniformCount: Type.Integer({ minimum: 0 }),
    schoolType: Type.String(),
    town: Type.String(),
    /** The region tree's path to the school's area: country, region, area. */
    region: Type.Array(Type.String()),
    /** The school's images a list card or a page shows; empty where a reply lists schools only. */
    images: Type.Array(SchoolImage),
  },
  { additionalProperties: false },
)
export type School = Static<typeof School>

/**
 * spec-3 §3 "Filter options": a tree node. `value` is what a search sends (unique in its tree); `label` is what a
 * screen shows. The trees are at most three deep (country, region, area; group, label), which the schema spells
 * out rather than recursing, so that the reply serializer needs no references.
 */
export interface FilterNode {
  value: string
  label: string
  children: FilterNode[]
}
const filterNode = (children: TSchema) => Type.Object({ value: Type.String(), label: Type.String(), children }, { additionalProperties: false })
const LeafNode = filterNode(Type.Array(Type.Never(), { maxItems: 0 }))
export const FilterTree = Type.Array(filterNode(Type.Array(filterNode(Type.Array(LeafNode)))))

export const UniformSearchConfigReply = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      { regions: FilterTree, logoLabels: FilterTree, uniformLabels: FilterTree },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type UniformSearchConfigReply = Static<typeof UniformSearchConfigReply>

export const UniformContributionsConfigReply = Type.Object(
  { success: Type.Literal(true), data: Type.Object({ regions: FilterTree }, { additionalProperties: false }) },
  { additionalProperties: false },
)
export type UniformContributionsConfigReply = Static<typeof UniformContributionsConfigReply>

/** spec-3 §7 GET /uniforms/search: every value as the query string carries it; checked again by the service. */
export const UniformSearchQuery = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: UNIFORM_TEXT_MAX })),
    /** "northEastLat,northEastLng,southWestLat,southWestLng". */
    location: Type.Optional(Type.String({ maxLength: 120 })),
    logoDescription: Type.Optional(Type.String({ maxLength: UNIFORM_DESCRIPTION_MAX })),
    uniformDescription: Type.Optional(Type.String({ maxLength: UNIFORM_DESCRIPTION_MAX })),
    logoLabels: Type.Optional(oneOrMany(labelText())),
    uniformLabels: Type.Optional(oneOrMany(labelText())),
    regions: Type.Optional(oneOrMany(labelText())),
    similarToImage: Type.Optional(Type.String({ maxLength: 20 })),
    minAge: Type.Optional(numberText()),
    maxAge: Type.Optional(numberText()),
    matchingImagesOnly: Type.Optional(Type.String({ maxLength: 5 })),
    /** LOGO and/or UNIFORM. */
    viewTypes: Type.Optional(oneOrMany(Type.String({ maxLength: 20 }))),
    /** Garments of spec-3 §9 the uniform images are narrowed to. */
    viewLabels: Type.Optional(oneOrMany(labelText())),
    pagingType: Type.Optional(Type.String({ maxLength: 10 })),
    page: Type.Optional(numberText()),
    resultsPerPage: Type.Optional(numberText()),
  },
  { additionalProperties: false },
)
export type UniformSearchQuery = Static<typeof UniformSearchQuery>

export const UniformSearchReply = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      {
        /** SCHOOL paging: the page's schools with their images; IMAGE paging: the schools of the page's images. */
        schools: Type.Array(School),
        /** IMAGE paging: the page's images; SCHOOL paging: empty (each school carries its own). */
        images: Type.Array(SchoolImage),
        totalSchools: Type.Integer({ minimum: 0 }),
        totalImages: Type.Integer({ minimum: 0 }),
        pagingType: Type.Enum(UNIFORM_PAGING_TYPES),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type UniformSearchReply = Static<typeof UniformSearchReply>

/** spec-3 §7 GET /uniforms/contributions: `results-per-page` as the spec names it. */
export const UniformContributionsQuery = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: UNIFORM_TEXT_MAX })),
    region: Type.Optional(oneOrMany(labelText())),
    page: Type.Optional(numberText()),
    'results-per-page': Type.Optional(numberText()),
  },
  { additionalProperties: false },
)
export type UniformContributionsQuery = Static<typeof UniformContributionsQuery>

export const UniformContributionsReply = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object({ schools: Type.Array(School), totalSchools: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
)
export type UniformContributionsReply = Static<typeof UniformContributionsReply>

export const SchoolReply = Type.Object({ success: Type.Literal(true), school: School }, { additionalProperties: false })
export type SchoolReply = Static<typeof SchoolReply>

export const SchoolImagesQuery = Type.Object(
  { page: Type.Optional(numberText()), resultsPerPage: Type.Optional(numberText()) },
  { additionalProperties: false },
)
export type SchoolImagesQuery = Static<typeof SchoolImagesQuery>

export const SchoolImagesReply = Type.Object(
  { success: Type.Literal(true), images: Type.Array(SchoolImage), totalImages: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type SchoolImagesReply = Static<typeof SchoolImagesReply>

export const SchoolImageReply = Type.Object({ success: Type.Literal(true), image: SchoolImage }, { additionalProperties: false })
export type SchoolImageReply = Static<typeof SchoolImageReply>

export const SchoolImagesUploadedReply = Type.Object(
  { success: Type.Literal(true), data: Type.Array(SchoolImage) },
  { additionalProperties: false },
)
export type SchoolImagesUploadedReply = Static<typeof SchoolImagesUploadedReply>

export const SchoolImageContentQuery = Type.Object({ md5: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$' })) }, { additionalProperties: false })
export type SchoolImageContentQuery = Static<typeof SchoolImageContentQuery>

/** spec-3 §4: the PII flag only goes up. */
export const PiiEvent = Type.Object({ containsPii: Type.Boolean() }, { additionalProperties: false })
export type PiiEvent = Static<typeof PiiEvent>

/** spec-3 §3 "Contribution payload": only the fields that changed are sent. */
export const ContributionPayload = Type.Object(
  {
    detailCorrection: Type.Optional(Type.String({ maxLength: UNIFORM_CORRECTION_MAX })),
    website: Type.Optional(Type.String({ maxLength: UNIFORM_WEBSITE_MAX })),
    uniformWorn: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  },
  { additionalProperties: false },
)
export type ContributionPayload = Static<typeof ContributionPayload>

export const UniformTermsReply = Type.Object({ success: Type.Literal(true), user: User }, { additionalProperties: false })
export type UniformTermsReply = Static<typeof UniformTermsReply>
