// The store's schools and pictures as the Hub's replies carry them (spec-3 §3 "School", "School image").

import type { School, SchoolImage } from '../../../shared/api/types/uniforms.js'
import type { SchoolImageRecord, SchoolRecord } from '../store/uniforms/records.js'

export function imageView(image: SchoolImageRecord & { distance?: number }): SchoolImage {
  return {
    id: String(image.id),
    schoolId: String(image.schoolId),
    md5: image.md5,
    width: image.width,
    height: image.height,
    labels: image.labels,
    labelLeafNodes: image.leafLabels,
    containsPii: image.containsPii,
    type: image.type,
    accepted: image.accepted,
    description: image.description,
    ...(image.distance === undefined ? {} : { distance: Math.round(image.distance * 1000) / 1000 }),
  }
}

export function schoolView(school: SchoolRecord, images: readonly SchoolImageRecord[] = []): School {
  return {
    id: String(school.id),
    name: school.name,
    status: school.status,
    website: school.website,
    postcode: school.postcode,
    externalId: school.externalId,
    minAge: school.minAge,
    maxAge: school.maxAge,
    uniformWorn: school.uniformWorn,
    hasUniformWorn: school.uniformWorn !== null,
    location: school.location,
    hasLocation: school.location !== null,
    hasWebsite: school.website !== null && school.website !== '',
    acceptedLogoCount: school.acceptedLogoCount,
    acceptedUniformCount: school.acceptedUniformCount,
    schoolType: school.schoolType,
    town: school.town,
    region: school.region,
    images: images.map(imageView),
  }
}

/** The version tag of a school at a version (a strong ETag, RFC 9110 §8.8.3). */
export const versionTag = (version: number) => `"${version}"`

/** The version an If-Match header names, or null when it names none this service gave. */
export function versionOfTag(header: string | undefined): number | null {
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header ?? '')
  return match ? Number(match[1]) : null
}
