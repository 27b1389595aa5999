// The old-browser warning (spec-1 §2.1): Internet Explorer is warned, 10 seconds, dismissal kept for the session.

import t from 'tap'
import { isOldBrowser, OLD_BROWSER_WARNING_MS, rememberDismissal, shouldWarn, wasDismissed } from '../../../../shared/shell/oldBrowser.js'
import { memoryStorage } from '../memoryStorage.js'

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

t.test('Internet Explorer is an old browser; current browsers are not', async (t) => {
  t.equal(isOldBrowser(IE11), true)
  t.equal(isOldBrowser(IE10), true)
  for (const ua of [CHROME, EDGE, FIREFOX, '']) t.equal(isOldBrowser(ua), false, ua || 'empty')
})

t.test('the warning shows for 10 seconds', async (t) => {
  t.equal(OLD_BROWSER_WARNING_MS, 10_000)
})

t.test('once dismissed it stays dismissed for the session', async (t) => {
  const tab = memoryStorage()
  t.equal(shouldWarn(IE11, () => tab), true)
  t.equal(wasDismissed(tab), false)
  rememberDismissal(tab)
  t.equal(shouldWarn(IE11, () => tab), false)
  t.equal(shouldWarn(IE11, () => memoryStorage()), true, 'a new session warns again')
  t.equal(shouldWarn(CHROME, () => memoryStorage()), false)
})

t.test('blocked storage still warns and never throws', async (t) => {
  const blocked = { getItem: () => { throw new Error('SecurityError') }, setItem: () => { throw new Error('SecurityError') } } as unknown as Storage
  t.equal(shouldWarn(IE11, () => blocked), true)
  t.doesNotThrow(() => rememberDismissal(blocked))
  t.equal(shouldWarn(IE11, () => null), true)
})

t.test("a current browser's tab storage is never opened", async (t) => {
  let opened = 0
  const storage = () => {
    opened++
    return memoryStorage()
  }
  for (const ua of [CHROME, EDGE, FIREFOX]) t.equal(shouldWarn(ua, storage), false, ua)
  t.equal(opened, 0)
  t.equal(shouldWarn(IE11, storage), true)
  t.equal(opened, 1, 'an old one is asked whether it dismissed the warning')
})
