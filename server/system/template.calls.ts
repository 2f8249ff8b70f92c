import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context } from 'hono'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Label, Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { findResource } from '#sync/resources/index.ts'
import { templateAnswer } from '#sync/resources/system/system.answers.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { importColumns, templateWorkbook } from '../platform/resources/spreadsheet.ts'

const BASE = '/api/erp/downloadtemplate'
const LABELS: Record<string, Label> = {
  type: { zh: '模板类型', en: 'Template type', ja: 'テンプレート種別' },
  lang: { zh: '语言', en: 'Language', ja: '言語' },
}
const typeQuery = z.object({ type: z.string().trim().min(1).max(10) })
const fileQuery = z.object({
  type: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/),
  lang: z.enum(['zh', 'en', 'ja']).optional(),
})

/** The template entry of a type, or a 400 listing the types there are. */
function templateOf(c: Context<AppEnv>, type: string) {
  const entries = findDictionary('download_template_type').entries
  const entry = entries.find((e) => e.key === type)
  if (!entry?.remark) {
    const options = entries.map((e) => `${e.key} ${e.label[c.var.lang]}`).join(', ')
    throw validationError([
      { field: 'type', message: translate('system.admin.templateTypeUnknown', c.var.lang, { type, options }) },
    ])
  }
  return { entry, resource: findResource(entry.remark) }
}

/** Writes the template of a type in a language under DATA_DIR/templates (regenerated on each request). */
async function writeTemplate(c: Context<AppEnv>, type: string, lang: Language): Promise<string> {
  const { resource } = templateOf(c, type)
  const dir = join(c.var.deps.config.dataDir, 'templates')
  await mkdir(dir, { recursive: true })
  const file = join(dir, `${type}-${lang}.xlsx`)
  await writeFile(file, await templateWorkbook(importColumns(resource, lang)))
  return file
}

/** Import templates (spreadsheet headers of a declared resource) by type. */
export const templateCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/detail`,
    area: 'system',
    summary: 'The import template of a type (dictionary download_template_type): data.url to download it, name',
    // Every screen with an import offers its template: any signed-in user may fetch one.
    access: { signedIn: true },
    input: { params: typeQuery, labels: LABELS },
    output: templateAnswer,
    handler: async (c, { params }) => {
      const { type } = params
      const { entry } = templateOf(c, type)
      const lang = c.var.lang
      await writeTemplate(c, type, lang)
      return ok(c, {
        type,
        name: `${entry.label[lang]}.xlsx`,
        url: `${BASE}/file?type=${type}&lang=${lang}`,
      })
    },
  }),
  defineCall({
    method: 'GET',
    path: `${BASE}/file`,
    area: 'system',
    summary: 'The template file a detail answer points to (type, lang)',
    access: { signedIn: true },
    input: { query: fileQuery, labels: LABELS },
    raw: true,
    handler: async (c, { query }) => {
      const { type, lang = c.var.lang } = query
      const { entry } = templateOf(c, type)
      const file = join(c.var.deps.config.dataDir, 'templates', `${type}-${lang}.xlsx`)
      const bytes = await readFile(file).catch(async () => readFile(await writeTemplate(c, type, lang)))
      const name = encodeURIComponent(`${entry.label[lang]}.xlsx`)
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="template-${type}.xlsx"; filename*=UTF-8''${name}`,
        },
      })
    },
  }),
]
