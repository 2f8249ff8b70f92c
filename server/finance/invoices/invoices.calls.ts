import { FACTORY_INVOICE_PERMISSIONS } from '#sync/resources/finance/invoices/factory-invoice.resource.ts'
import { FINANCIAL_INVOICE_PERMISSIONS } from '#sync/resources/finance/invoices/invoice-notice.resource.ts'
import {
  invoiceContractContract,
  removeFactoryFileContract,
  saveFactoryFileContract,
  saveFactoryInvoiceFileContract,
} from '#sync/resources/finance/invoices/invoices.contracts.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { ok } from '../../platform/http/respond.ts'
import { actorOf } from '../../platform/resources/resource-calls.ts'
import { fileDownload } from '../../purchasing/contracts/contract-file.ts'
import { saveFactoryInvoiceFile } from './factory-invoice.ts'
import { invoiceContractFile, removeNoticeFile, saveNoticeFile } from './invoice-notice.ts'
import { DEMO_INVOICES } from './invoices-seed.ts'

/** The invoices' calls the catalogue shapes otherwise than a declaration: files and the notice's contract. */
export const invoicesCalls = [
  defineCall({
    ...saveFactoryFileContract,
    area: 'finance',
    summary: 'Keeps the factory’s file (its invoice, scanned) on an invoice notice (id, fileUrl, fileName)',
    access: { permission: FINANCIAL_INVOICE_PERMISSIONS.edit },
    example: { id: DEMO_INVOICES.noticeToConfirm, fileUrl: '/upload/invoice/kaili.pdf', fileName: 'kaili.pdf' },
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => saveNoticeFile(tx, actorOf(c), body))),
  }),
  defineCall({
    ...removeFactoryFileContract,
    area: 'finance',
    summary: 'Takes the factory’s file off invoice notices (ids)',
    access: { permission: FINANCIAL_INVOICE_PERMISSIONS.edit },
    example: { ids: DEMO_INVOICES.noticeToConfirm },
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => removeNoticeFile(tx, actorOf(c), body.ids))),
  }),
  defineCall({
    ...saveFactoryInvoiceFileContract,
    area: 'finance',
    summary: 'Keeps a factory invoice’s file, its scan or PDF (id, fileUrl, fileName)',
    access: { permission: FACTORY_INVOICE_PERMISSIONS.edit },
    example: {
      id: DEMO_INVOICES.factoryToConfirm,
      fileUrl: '/upload/invoice/kl-2027-001.pdf',
      fileName: 'kl-2027-001.pdf',
    },
    handler: async (c, { body }) => ok(c, await c.var.db.begin((tx) => saveFactoryInvoiceFile(tx, actorOf(c), body))),
  }),
  defineCall({
    ...invoiceContractContract,
    area: 'finance',
    summary:
      'The contract of an invoice notice for its factory (id): the goods to invoice at their purchase prices, each line’s purchase order named, total in figures and words; A4 PDF (default) or xlsx, Chinese or English',
    access: { permission: FINANCIAL_INVOICE_PERMISSIONS.view },
    readOnly: true,
    example: { id: DEMO_INVOICES.noticeToConfirm, format: 'pdf', lang: 'zh' },
    handler: async (c, { query }) =>
      fileDownload(await c.var.db.begin((tx) => invoiceContractFile(tx, actorOf(c), query), { readOnly: true })),
  }),
]
