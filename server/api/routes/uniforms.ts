// The Uniform Intelligence Hub's calls (spec-3 §7 "Uniforms"): the terms, the filter options, the search, the
// contribute tab's list, a school and its pictures, a picture's bytes, the PII flag, contributions with their version
// tag, and image uploads. spec-3 §6: the Search tab and school pages need UniformSearch, the Contribute tab and
// contribution pages UniformContributor, each with the terms accepted. A picture flagged as holding personal
// information, or one waiting for review, is seen only by contributors (store/uniforms/records.ts Viewer).

import fp from 'fastify-plugin'
import multipart from '@fastify/multipart'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { NoQuery, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import {
  ContributionPayload,
  PiiEvent,
  SchoolImageContentQuery,
  SchoolImageReply,
  SchoolImagesQuery,
  SchoolImagesReply,
  SchoolImagesUploadedReply,
  SchoolReply,
  UniformContributionsConfigReply,
  UniformContributionsQuery,
  UniformContributionsReply,
  UniformSearchConfigReply,
  UniformSearchQuery,
  UniformSearchReply,
  UniformTermsReply,
  uniformIdText,
} from '../../../shared/api/types/schemas/uniforms.js'
import {
  IMAGE_TYPE_OF_STYLE,
  UNIFORM_CONFLICT,
  UNIFORM_CONTRIBUTE_PAGE_SIZE_DEFAULT,
  UNIFORM_CONTRIBUTIONS_PER_DAY,
  UNIFORM_IMAGE_MEASURING,
  UNIFORM_PAGE_SIZES,
  UNIFORM_SCHOOL_GALLERY_PAGE,
  UNIFORM_TERMS_NEEDED,
  UNIFORM_UPLOAD_MAX_BYTES,
  UNIFORM_UPLOADS_PER_DAY,
  UNIFORM_WEBSITE_MAX,
  UPLOAD_IMAGE_STYLES,
  type UploadImageStyle,
} from '../../../shared/api/types/constants/uniforms.js'
import { Type } from 'typebox'
import { FAILURES, replies } from '../reply-schemas.js'
import { CallFailure, failure } from '../failures.js'
import { holdsLicenceRole } from '../accounts/licence-access.js'
import { SESSION_ENDED } from '../plugins/authentication.js'
import { userViewById } from '../accounts/user-view.js'
import type { ApiContext } from '../context.js'
import { acceptUniformTerms } from '../store/uniforms/terms.js'
import { listSchools, schoolById } from '../store/uniforms/schools.js'
import { addUpload, flagImagePii, imageFeaturesOf, schoolImage, schoolImages, uploadsSince } from '../store/uniforms/images.js'
import { searchSchools } from '../store/uniforms/search.js'
import { applyContribution } from '../store/uniforms/contributions.js'
import type { Viewer } from '../store/uniforms/records.js'
import { imageView, schoolView, versionOfTag, versionTag } from '../uniforms/views.js'
import { listOf, schoolTextOf, similarImageIdOf, uniformSearchOf } from '../uniforms/search-query.js'
import { FilterTrees } from '../uniforms/filter-trees.js'
import { DrawnPictures } from '../uniforms/drawing/draw-link.js'
import { DRAWING_VERSION } from '../uniforms/draw/drawing.js'
import { FEATURE_BYTES } from '../uniforms/features.js'
import { checkUpload, tooLarge, unreadableImage } from '../uniforms/upload/upload-check.js'
import { reencodeUpload } from '../uniforms/upload/reencode.js'
import { filePart, wholeFile } from '../upload-form.js'
import { readableText } from '../readable-text.js'
import { DAY_MS } from '../../../shared/format/durations.js'

const SEARCH = { licenceRole: 'UniformSearch' } as const
const CONTRIBUTE = { licenceRole: 'UniformContributor' } as const
const EITHER = { licenceRole: ['UniformSearch', 'UniformContributor'] } as const

export const SCHOOL_NOT_FOUND = 'School not found.'
export const IMAGE_NOT_FOUND = 'Image not found.'
export const PII_ONLY_RAISED = 'The personal information flag can only be raised: it cannot be unset.'
export const VERSION_REQUIRED = 'if-match must carry the version tag (ETag) the school was loaded with.'
export const NOTHING_TO_SUBMIT = 'Nothing to submit: change the website or the uniform policy, or write a correction.'
export const WEBSITE_INVALID = `website must be an http or https address of at most ${UNIFORM_WEBSITE_MAX} characters, or empty for none.`
export const STYLE_INVALID = `type must be one of ${UPLOAD_IMAGE_STYLES.join(', ')}, sent before the file.`
export const NO_IMAGE_FILE = 'The form holds no image: send it in a field named file.'
export const SEND_IMAGE_AS_FORM = 'Send the image as form data (multipart/form-data): a field named type, then the file.'
export const UPLOADS_LIMIT = `You have uploaded ${UNIFORM_UPLOADS_PER_DAY} images in the last 24 hours, the most one contributor may: try again later.`
export const CONTRIBUTIONS_LIMIT = `You have submitted ${UNIFORM_CONTRIBUTIONS_PER_DAY} contributions in the last 24 hours, the most one contributor may: try again later.`
export const RESULTS_PER_PAGE_INVALID = `results-per-page must be one of ${UNIFORM_PAGE_SIZES.join(', ')}.`
export const PAGE_INVALID = 'page must be a whole number from 1.'

/**
 * The form's own limits: one type field and one file of at most UNIFORM_UPLOAD_MAX_BYTES, refused naming the file. The
 * body as a whole takes the upload calls' limit (UPLOAD_LIMIT_MB, shared/api/body-limits.ts), at the edge and here.
 */
const FORM_LIMITS = { fileSize: UNIFORM_UPLOAD_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 }

const SchoolParams = Type.Object({ schoolId: uniformIdText() }, { additionalProperties: false })
const ImageParams = Type.Object({ schoolId: uniformIdText(), imageId: uniformIdText() }, { additionalProperties: false })
/** Form data, read part by part by the handler: no body schema can say more than that. */
const FormDataBody = Type.Unknown()
type SchoolParams = { schoolId: string }
type ImageParams = { schoolId: string; imageId: string }

function accountOf(request: FastifyRequest) {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  return account
}

/** spec-3 §6: the Hub's calls need its terms accepted. */
function requireTerms(request: FastifyRequest): void {
  if (!accountOf(request).user.acceptedUniformTerms) throw new CallFailure(403, UNIFORM_TERMS_NEEDED)
}

const viewerOf = async (request: FastifyRequest, ctx: ApiContext): Promise<Viewer> => ({ contributor: await holdsLicenceRole(request, ctx, 'UniformContributor') })

async function schoolOf(ctx: ApiContext, raw: string) {
  const school = await schoolById(ctx.store, Number(raw))
  if (!school) throw new CallFailure(404, SCHOOL_NOT_FOUND)
  return school
}

function pageOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw new CallFailure(400, PAGE_INVALID)
  return Number(raw)
}

function sizeOf(raw: string | undefined, fallback: number, message: string): number {
  if (raw === undefined || raw === '') return fallback
  if (!(UNIFORM_PAGE_SIZES as readonly number[]).includes(Number(raw)) || !/^\d+$/.test(raw)) throw new CallFailure(400, message)
  return Number(raw)
}

/** A website as a contributor gives it: an http(s) address, or empty for none (null). */
function websiteOf(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return undefined
  const text = raw.trim()
  if (text === '') return null
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
  } catch {
    throw new CallFailure(400, WEBSITE_INVALID, 'website')
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname.includes('.')) {
    throw new CallFailure(400, WEBSITE_INVALID, 'website')
  }
  // Kept as the contributor wrote it (with https:// when they gave no scheme): the same address sent back is no change.
  const kept = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  if (kept.length > UNIFORM_WEBSITE_MAX) throw new CallFailure(400, WEBSITE_INVALID, 'website')
  return kept
}

async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}

const schoolDetails = (request: FastifyRequest) => `school ${(request.params as SchoolParams).schoolId}`
const imageDetails = (request: FastifyRequest) => {
  const { schoolId, imageId } = request.params as ImageParams
  return `school ${schoolId}, image ${imageId}`
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const trees = new FilterTrees(ctx.store)
  const drawn = new DrawnPictures(ctx.dataDir)
  app.addHook('onClose', async () => drawn.stop())

  app.post(
    '/v1/uniforms/terms',
    { schema: { querystring: NoQuery, body: UnreadBody, response: replies(UniformTermsReply) }, config: { guard: EITHER, audit: { action: 'uniform-terms' } } },
    async (request): Promise<UniformTermsReply> => {
      const account = accountOf(request)
      await acceptUniformTerms(ctx.store, account.user.id)
      // The account was read for this call: it is there, unless deleted in the meantime, which reads as signed out.
      const user = await userViewById(ctx.store, account.user.id, ctx.now())
      if (!user) throw new CallFailure(401, SESSION_ENDED)
      return { success: true, user }
    },
  )

  app.get(
    '/v1/uniforms/search/config',
    { schema: { querystring: NoQuery, response: replies(UniformSearchConfigReply) }, config: { guard: SEARCH, audit: { action: 'uniform-filters' } } },
    async (request): Promise<UniformSearchConfigReply> => {
      requireTerms(request)
      const { regions, logoLabels, uniformLabels } = await trees.all()
      return { success: true, data: { regions: [...regions], logoLabels: [...logoLabels], uniformLabels: [...uniformLabels] } }
    },
  )

  app.get(
    '/v1/uniforms/contributions/config',
    { schema: { querystring: NoQuery, response: replies(UniformContributionsConfigReply) }, config: { guard: CONTRIBUTE, audit: { action: 'uniform-filters' } } },
    async (request): Promise<UniformContributionsConfigReply> => {
      requireTerms(request)
      return { success: true, data: { regions: [...(await trees.all()).regions] } }
    },
  )

  app.get<{ Querystring: UniformSearchQuery }>(
    '/v1/uniforms/search',
    { schema: { querystring: UniformSearchQuery, response: replies(UniformSearchReply) }, config: { guard: SEARCH, audit: { action: 'uniform-search' } } },
    async (request): Promise<UniformSearchReply> => {
      requireTerms(request)
      request.audit.details = new URLSearchParams(request.url.split('?')[1] ?? '').toString().slice(0, 1000)
      const viewer = await viewerOf(request, ctx)
      const similarId = similarImageIdOf(request.query.similarToImage)
      let similarTo: Uint8Array | null = null
      if (similarId !== null) {
        similarTo = (await imageFeaturesOf(ctx.store, similarId, viewer)) ?? null
        if (!similarTo) throw new CallFailure(404, IMAGE_NOT_FOUND)
        if (similarTo.length !== FEATURE_BYTES) throw new CallFailure(503, UNIFORM_IMAGE_MEASURING)
      }
      const search = uniformSearchOf(request.query, await trees.all(), similarTo)
      const result = await searchSchools(ctx.store, search, viewer)
      return {
        success: true,
        data: {
          schools: result.schools.map(({ school, images }) => schoolView(school, images)),
          images: result.images.map(imageView),
          totalSchools: result.totalSchools,
          totalImages: result.totalImages,
          pagingType: search.pagingType,
        },
      }
    },
  )

  app.get<{ Querystring: UniformContributionsQuery }>(
    '/v1/uniforms/contributions',
    { schema: { querystring: UniformContributionsQuery, response: replies(UniformContributionsReply) }, config: { guard: CONTRIBUTE, audit: { action: 'uniform-schools' } } },
    async (request): Promise<UniformContributionsReply> => {
      requireTerms(request)
      const page = pageOf(request.query.page)
      const size = sizeOf(request.query['results-per-page'], UNIFORM_CONTRIBUTE_PAGE_SIZE_DEFAULT, RESULTS_PER_PAGE_INVALID)
      const regions = listOf(request.query.region)
      const known = await trees.regionValues()
      const unknown = regions.find((region) => !known.has(region))
      if (unknown !== undefined) throw new CallFailure(400, `region: "${unknown}" is not a region.`)
      const { schools, total } = await listSchools(ctx.store, { text: schoolTextOf(request.query.text), regions }, (page - 1) * size, size)
      return { success: true, data: { schools: schools.map((school) => schoolView(school)), totalSchools: total } }
    },
  )

  app.get<{ Params: SchoolParams }>(
    '/v1/uniforms/schools/:schoolId',
    { schema: { params: SchoolParams, querystring: NoQuery, response: replies(SchoolReply) }, config: { guard: SEARCH, audit: { action: 'uniform-school', details: schoolDetails } } },
    async (request): Promise<SchoolReply> => {
      requireTerms(request)
      return { success: true, school: schoolView(await schoolOf(ctx, request.params.schoolId)) }
    },
  )

  app.get<{ Params: SchoolParams; Querystring: SchoolImagesQuery }>(
    '/v1/uniforms/schools/:schoolId/images',
    {
      schema: { params: SchoolParams, querystring: SchoolImagesQuery, response: replies(SchoolImagesReply) },
      config: { guard: SEARCH, audit: { action: 'uniform-images', details: schoolDetails } },
    },
    async (request): Promise<SchoolImagesReply> => {
      requireTerms(request)
      const school = await schoolOf(ctx, request.params.schoolId)
      const page = pageOf(request.query.page)
      const size = sizeOf(request.query.resultsPerPage, UNIFORM_SCHOOL_GALLERY_PAGE, `resultsPerPage must be one of ${UNIFORM_PAGE_SIZES.join(', ')}.`)
      const { images, total } = await schoolImages(ctx.store, school.id, await viewerOf(request, ctx), (page - 1) * size, size)
      return { success: true, images: images.map(imageView), totalImages: total }
    },
  )

  app.get<{ Params: ImageParams }>(
    '/v1/uniforms/schools/:schoolId/images/:imageId',
    { schema: { params: ImageParams, querystring: NoQuery, response: replies(SchoolImageReply) }, config: { guard: SEARCH, audit: { action: 'uniform-image', details: imageDetails } } },
    async (request): Promise<SchoolImageReply> => {
      requireTerms(request)
      const image = await schoolImage(ctx.store, Number(request.params.schoolId), Number(request.params.imageId), await viewerOf(request, ctx))
      if (!image) throw new CallFailure(404, IMAGE_NOT_FOUND)
      return { success: true, image: imageView(image) }
    },
  )

  app.get<{ Params: ImageParams; Querystring: SchoolImageContentQuery }>(
    '/v1/uniforms/schools/:schoolId/images/:imageId/content',
    { schema: { params: ImageParams, querystring: SchoolImageContentQuery, response: FAILURES }, config: { guard: EITHER, audit: { action: 'uniform-image-content', details: imageDetails } } },
    async (request, reply) => {
      requireTerms(request)
      const image = await schoolImage(ctx.store, Number(request.params.schoolId), Number(request.params.imageId), await viewerOf(request, ctx))
      if (!image || (request.query.md5 !== undefined && request.query.md5 !== image.md5)) {
        return reply.code(404).header('cache-control', 'no-store').send(failure(IMAGE_NOT_FOUND))
      }
      const bytes = image.filePath
        ? await readFile(join(ctx.dataDir, image.filePath))
        : await drawn.picture(`${image.id}-${image.md5}-${DRAWING_VERSION}`, image.drawing!)
      return reply
        .header('content-type', image.filePath ? image.contentType : 'image/jpeg')
        // Decided afresh on every request: who may see a picture changes with its flag and the viewer's licence.
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(bytes)
    },
  )

  app.post<{ Params: ImageParams; Body: PiiEvent }>(
    '/v1/uniforms/schools/:schoolId/images/:imageId/pii-events',
    { schema: { params: ImageParams, querystring: NoQuery, body: PiiEvent, response: replies(SchoolImageReply) }, config: { guard: EITHER, audit: { action: 'uniform-pii', details: imageDetails } } },
    async (request): Promise<SchoolImageReply> => {
      requireTerms(request)
      if (!request.body.containsPii) throw new CallFailure(400, PII_ONLY_RAISED, 'containsPii')
      const viewer = await viewerOf(request, ctx)
      const schoolId = Number(request.params.schoolId)
      const imageId = Number(request.params.imageId)
      if (!(await flagImagePii(ctx.store, schoolId, imageId, viewer))) throw new CallFailure(404, IMAGE_NOT_FOUND)
      // Flagged, the picture is one only contributors see: the reply says so to the one who flagged it.
      const image = (await schoolImage(ctx.store, schoolId, imageId, { contributor: true }))!
      return { success: true, image: imageView(image) }
    },
  )

  app.get<{ Params: SchoolParams }>(
    '/v1/uniforms/contributions/:schoolId',
    {
      schema: { params: SchoolParams, querystring: NoQuery, response: replies(SchoolReply) },
      config: { guard: CONTRIBUTE, audit: { action: 'uniform-contribution-open', details: schoolDetails } },
    },
    async (request, reply): Promise<SchoolReply> => {
      requireTerms(request)
      const school = await schoolOf(ctx, request.params.schoolId)
      const { images } = await schoolImages(ctx.store, school.id, { contributor: true }, 0, UNIFORM_SCHOOL_GALLERY_PAGE)
      void reply.header('etag', versionTag(school.version)).header('cache-control', 'no-store')
      return { success: true, school: schoolView(school, images.filter((image) => image.accepted)) }
    },
  )

  app.post<{ Params: SchoolParams; Body: ContributionPayload }>(
    '/v1/uniforms/contributions/:schoolId',
    {
      schema: { params: SchoolParams, querystring: NoQuery, body: ContributionPayload, response: replies(SchoolReply) },
      config: { guard: CONTRIBUTE, audit: { action: 'uniform-contribution', details: schoolDetails } },
    },
    async (request, reply) => {
      requireTerms(request)
      const account = accountOf(request)
      const version = versionOfTag(request.headers['if-match'])
      if (version === null) throw new CallFailure(428, VERSION_REQUIRED)
      const body = request.body
      // A correction is read by whoever reviews it: several lines, and nothing that could mislead its reader.
      const detailCorrection = body.detailCorrection === undefined ? undefined : readableText(body.detailCorrection, 'The correction', 'detailCorrection', { lines: true })
      const change = { detailCorrection, website: websiteOf(body.website), uniformWorn: body.uniformWorn }
      if (change.website === undefined && change.uniformWorn === undefined && !change.detailCorrection?.trim()) throw new CallFailure(400, NOTHING_TO_SUBMIT)
      const now = ctx.now()
      const by = { userId: account.user.id, email: account.user.email }
      const limit = { most: UNIFORM_CONTRIBUTIONS_PER_DAY, since: now - DAY_MS }
      const outcome = await applyContribution(ctx.store, Number(request.params.schoolId), version, change, by, now, limit)
      if (outcome.kind === 'limited') throw new CallFailure(429, CONTRIBUTIONS_LIMIT)
      if (outcome.kind === 'missing') throw new CallFailure(404, SCHOOL_NOT_FOUND)
      if (outcome.kind === 'stale') {
        request.audit.details = `${schoolDetails(request)}: refused, the school changed since version ${version}`
        return reply.code(412).header('etag', versionTag(outcome.school.version)).send(failure(UNIFORM_CONFLICT))
      }
      request.audit.details = `${schoolDetails(request)}: ${outcome.changed.join(', ') || 'nothing changed'}`
      return reply.header('etag', versionTag(outcome.school.version)).send({ success: true, school: schoolView(outcome.school) } satisfies SchoolReply)
    },
  )

  await app.register(async (scope) => {
    await scope.register(multipart)
    scope.post<{ Params: SchoolParams }>(
      '/v1/uniforms/schools/:schoolId/images',
      {
        schema: { params: SchoolParams, querystring: NoQuery, body: FormDataBody, response: replies(SchoolImagesUploadedReply) },
        config: { guard: CONTRIBUTE, audit: { action: 'uniform-upload', details: schoolDetails } },
      },
      async (request): Promise<SchoolImagesUploadedReply> => {
        requireTerms(request)
        const account = accountOf(request)
        const school = await schoolOf(ctx, request.params.schoolId)
        if (!request.isMultipart()) throw new CallFailure(415, SEND_IMAGE_AS_FORM)
        const now = ctx.now()
        // Refused before the file is read; counted again as the picture is added, where the count holds.
        const limit = { most: UNIFORM_UPLOADS_PER_DAY, since: now - DAY_MS }
        if ((await uploadsSince(ctx.store, account.user.id, limit.since)) >= limit.most) throw new CallFailure(429, UPLOADS_LIMIT)
        const part = await filePart(request, FORM_LIMITS)
        if (!part) throw new CallFailure(400, NO_IMAGE_FILE)
        const style = (part.fields.type as { value?: unknown } | undefined)?.value
        if (typeof style !== 'string' || !(UPLOAD_IMAGE_STYLES as readonly string[]).includes(style)) {
          part.file.resume()
          throw new CallFailure(400, STYLE_INVALID, 'type')
        }
        const name = (part.filename || 'The file').slice(0, 200)
        const bytes = await wholeFile(part)
        if (part.file.truncated) throw new CallFailure(413, tooLarge(name), 'file')
        const checked = checkUpload(bytes, name)
        if ('refusal' in checked) throw new CallFailure(415, checked.refusal, 'file')
        const made = await reencodeUpload({ bytes, kind: checked.kind })
        if ('failure' in made) throw new CallFailure(415, unreadableImage(name), 'file')
        const picture = made.picture
        const filePath = join('uniforms', String(school.id), `${picture.md5}${picture.contentType === 'image/png' ? '.png' : '.jpg'}`)
        await writeWhole(join(ctx.dataDir, filePath), picture.bytes)
        const type = IMAGE_TYPE_OF_STYLE[style as UploadImageStyle]
        const id = await addUpload(
          ctx.store,
          {
            schoolId: school.id,
            type,
            accepted: false,
            containsPii: false,
            description: '',
            labels: [],
            leafLabels: [],
            md5: picture.md5,
            width: picture.width,
            height: picture.height,
            contentType: picture.contentType,
            drawing: null,
            filePath,
            features: picture.features,
            uploadedBy: account.user.id,
            createdAt: now,
          },
          limit,
        )
        if (id === null) throw new CallFailure(429, UPLOADS_LIMIT)
        request.audit.details = `${schoolDetails(request)}: ${name}, ${type}, ${picture.width}x${picture.height}`
        return { success: true, data: [imageView((await schoolImage(ctx.store, school.id, id, { contributor: true }))!)] }
      },
    )
  })
}

export default fp(plugin, { name: 'uniforms', fastify: '5.x' })
