import { useForm } from '@mantine/form'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchCaptcha, fetchTenantByDomain, SignInError, signIn, type TokenAnswer } from '../../api/auth.ts'
import { readSession } from '../../api/session.ts'
import { useOnline } from '../use-online.ts'

/** A captcha the server drew: its key (sent back with the code) and its image. */
export type Captcha = { key: string; image: string }

/** What the sign-in form holds. */
export type SignInValues = { tenantId: string; username: string; password: string; captchaCode: string }

/** The tenant id given in the address (?tenantId=), trimmed, or null. */
export function tenantIdFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('tenantId')?.trim()
  return value ? value : null
}

/**
 * The state and behaviour of the one sign-in form (console /login, floor /floor/login): the tenant
 * (hidden when the address or the domain gives it), the fields and their rules, the captcha (only the
 * latest request fills the image, and a sign-in waits for it: sent before the image arrived it would
 * carry no key; fetched again when the browser comes back online), the server's refusal (dropped on a
 * switch of language, since it is in the language it was asked in) and the submit. `onSignedIn` runs
 * after the server accepted, with its answer and the tenant signed in to.
 */
export function useSignIn(search: string, onSignedIn: (token: TokenAnswer, tenantId: string) => void) {
  const { t, i18n } = useTranslation()
  const online = useOnline()
  const queryTenant = tenantIdFromQuery(search)
  const [domainTenant, setDomainTenant] = useState<string | null>(null)
  const knownTenant = queryTenant ?? domainTenant
  const knownTenantRef = useRef(knownTenant)
  knownTenantRef.current = knownTenant
  const required = (name: keyof SignInValues) => (value: string) => (value.trim() ? null : t(`signIn.required.${name}`))
  const form = useForm<SignInValues>({
    initialValues: { tenantId: readSession().tenantId ?? '000000', username: '', password: '', captchaCode: '' },
    validate: {
      tenantId: (value) => (knownTenantRef.current ? null : required('tenantId')(value)),
      username: required('username'),
      password: (value) =>
        !value ? t('signIn.required.password') : value.length < 6 ? t('signIn.passwordShort') : null,
      captchaCode: required('captchaCode'),
    },
  })
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const language = i18n.language
  useEffect(() => {
    if (language) setServerError(null)
  }, [language])

  const captchaRequest = useRef<Promise<Captcha | null> | null>(null)
  const loadCaptcha = useCallback(() => {
    const request = fetchCaptcha().catch(() => null)
    captchaRequest.current = request
    void request.then((found) => {
      if (captchaRequest.current === request) setCaptcha(found)
    })
    return request
  }, [])
  useEffect(() => {
    void loadCaptcha()
  }, [loadCaptcha])
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && !captcha) void loadCaptcha()
    wasOnline.current = online
  }, [online, captcha, loadCaptcha])

  // A tenant bound to this domain needs no typing; an id in the address wins over it.
  useEffect(() => {
    if (queryTenant) return
    let live = true
    fetchTenantByDomain(window.location.host)
      .then((found) => {
        if (live && found) setDomainTenant(found)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [queryTenant])

  async function submit(e: FormEvent) {
    e.preventDefault()
    // Offline the server cannot be asked: say what is needed rather than a network error.
    if (!navigator.onLine) {
      setServerError(t('signIn.offline'))
      return
    }
    if (form.validate().hasErrors) return
    const values = form.getValues()
    const tenantId = knownTenant ?? values.tenantId.trim()
    setSubmitting(true)
    setServerError(null)
    try {
      const current = await captchaRequest.current
      const token = await signIn({
        tenantId,
        username: values.username.trim(),
        password: values.password,
        captchaKey: current?.key ?? '',
        captchaCode: values.captchaCode.trim(),
      })
      onSignedIn(token, tenantId)
    } catch (err) {
      setServerError(err instanceof SignInError ? err.message : t('signIn.failed'))
      form.setFieldValue('captchaCode', '')
      void loadCaptcha()
    } finally {
      setSubmitting(false)
    }
  }

  return { form, knownTenant, captcha, loadCaptcha, online, serverError, submitting, submit }
}

/** What the sign-in form's parts are given: the hook's answer. */
export type SignInState = ReturnType<typeof useSignIn>
