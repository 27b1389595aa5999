// The device cookie a browser gets at each sign-in (OWASP device cookies, store/device-cookies.ts): its name,
// flags and life. It outlives the session and sign-out on purpose: it only tells the sign-in throttle that
// this browser signed in to the account before, and it signs nobody in.

import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEVICE_COOKIE_LIFE_MS } from '../store/device-cookies.js'
import type { ApiContext } from '../context.js'

/** SECURITY.md: __Host- binds the cookie to our origin, over TLS, for the whole path. */
export const SECURE_DEVICE_COOKIE = '__Host-sightline-device'
/** Over plain HTTP (tests, a local demo) browsers refuse __Host- cookies, so the name drops the prefix. */
export const PLAIN_DEVICE_COOKIE = 'sightline-device'

export function deviceCookieName(ctx: Pick<ApiContext, 'cookieSecure'>): string {
  return ctx.cookieSecure ? SECURE_DEVICE_COOKIE : PLAIN_DEVICE_COOKIE
}

/** The device cookie the browser sent, or null. */
export function deviceCookieOf(request: FastifyRequest, ctx: ApiContext): string | null {
  const token = request.cookies[deviceCookieName(ctx)]
  return token === undefined || token === '' ? null : token
}

/** Strict: only our own sign-in page ever needs to send it. */
export function setDeviceCookie(reply: FastifyReply, ctx: ApiContext, token: string): void {
  reply.setCookie(deviceCookieName(ctx), token, {
    path: '/',
    httpOnly: true,
    secure: ctx.cookieSecure,
    sameSite: 'strict',
    maxAge: DEVICE_COOKIE_LIFE_MS / 1000,
  })
}
