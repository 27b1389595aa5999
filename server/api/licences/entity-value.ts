// The value of a new licensed entity (spec-3 §4): with an @ it is an Email, checked as an address;
// otherwise a Domain, checked as a domain name. Stored lower-cased, so that one address is one entity.

import { ENTITY_DOMAIN_MAX, ENTITY_EMAIL_MAX, type EntityType } from '../../../shared/api/types/licences.js'
import { CallFailure } from '../failures.js'
import { entityTypeOf } from '../store/licences.js'

export const ENTITY_VALUE_REQUIRED = 'The value is required: an email address or a domain.'
export const ENTITY_TYPE_INVALID = 'The type must be Email or Domain.'
export const ENTITY_TYPE_MISMATCH = 'The type must be Email for a value with an @ in it, and Domain otherwise.'
export const ENTITY_EMAIL_INVALID = 'The value must be a valid email address, like name@example.org.'
export const ENTITY_DOMAIN_INVALID =
  'The value must be a valid domain name, like example.org: labels of letters, digits and hyphens, separated by dots.'

/** RFC 5321's limit on the part of an address before the @. */
const LOCAL_PART_MAX = 64
/** One label: letters, digits and hyphens, 1 to 63 of them, neither first nor last a hyphen (RFC 1123). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/**
 * Before the @: no spaces, control characters or further @; nor format characters (a direction override)
 * or lone surrogates, which would show an administrator another address than the one stored.
 */
const LOCAL_PART = /^[^\s@\p{Cc}\p{Cf}\p{Cs}]+$/u

const invalid = (message: string, field: 'type' | 'value') => new CallFailure(400, message, field)

/** A domain name of at least two labels; a top-level label of digits only would be an IP address. */
export function isDomainName(text: string): boolean {
  if (text.length > ENTITY_DOMAIN_MAX) return false
  const labels = text.split('.')
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^[0-9]+$/.test(labels.at(-1) ?? '')
}

function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@')
  if (text.length > ENTITY_EMAIL_MAX || at < 1 || at !== text.lastIndexOf('@')) return false
  const local = text.slice(0, at)
  return local.length <= LOCAL_PART_MAX && LOCAL_PART.test(local) && isDomainName(text.slice(at + 1))
}

function typeNamed(text: string): EntityType {
  const type = text.trim()
  if (type !== 'Email' && type !== 'Domain') throw invalid(ENTITY_TYPE_INVALID, 'type')
  return type
}

/** The entity's value as stored, lower-cased, once it is found to be what `type` says it is. */
export function entityValueOf(typeText: string, valueText: string): string {
  const value = valueText.trim().toLowerCase()
  if (value === '') throw invalid(ENTITY_VALUE_REQUIRED, 'value')
  if (typeNamed(typeText) !== entityTypeOf(value)) throw invalid(ENTITY_TYPE_MISMATCH, 'type')
  if (entityTypeOf(value) === 'Email') {
    if (!isEmailAddress(value)) throw invalid(ENTITY_EMAIL_INVALID, 'value')
  } else if (!isDomainName(value)) {
    throw invalid(ENTITY_DOMAIN_INVALID, 'value')
  }
  return value
}
