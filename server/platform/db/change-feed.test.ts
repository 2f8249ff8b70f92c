import { describe, expect, it } from 'vitest'
import { ANY_TENANT, ChangeFeed, isObserved } from './change-feed.ts'

describe('the change feed', () => {
  it('observes every table but the write-hot ones no cached answer reads', () => {
    for (const table of ['blade_log_api', 'blade_session', 'blade_captcha', 'schema_migrations']) {
      expect(isObserved(table), table).toBe(false)
    }
    for (const table of ['erp_base_product', 'blade_user', 'blade_notice']) expect(isObserved(table), table).toBe(true)
  })

  it('starts listening once, when the first subscriber comes', () => {
    let starts = 0
    const feed = new ChangeFeed(() => {
      starts++
    })
    expect(starts).toBe(0)
    feed.subscribe(() => {})
    feed.subscribe(() => {})
    expect(starts).toBe(1)
  })

  it('hands each announcement to every subscriber until it unsubscribes', () => {
    const feed = new ChangeFeed()
    const heard: string[] = []
    const stop = feed.subscribe((tenant) => heard.push(`a:${tenant}`))
    feed.subscribe((tenant) => heard.push(`b:${tenant}`))
    feed.announce('000000')
    stop()
    feed.announce('111111')
    expect(heard).toEqual(['a:000000', 'b:000000', 'b:111111'])
  })

  it('hands on the tenant and the table an announcement names, and no table where it names none', () => {
    const feed = new ChangeFeed()
    const heard: string[] = []
    feed.subscribe((tenant, table) => heard.push(`${tenant}:${table ?? '-'}`))
    feed.announce('000000|erp_order')
    feed.announce('*|blade_menu')
    feed.announce('000000')
    expect(heard).toEqual(['000000:erp_order', '*:blade_menu', '000000:-'])
  })

  it('announces any tenant when it goes live or stops being live', () => {
    const feed = new ChangeFeed()
    const heard: string[] = []
    feed.subscribe((tenant) => heard.push(tenant))
    expect(feed.live).toBe(false)
    feed.setLive(true)
    expect(feed.live).toBe(true)
    feed.setLive(false)
    expect(feed.live).toBe(false)
    expect(heard).toEqual([ANY_TENANT, ANY_TENANT])
  })
})
