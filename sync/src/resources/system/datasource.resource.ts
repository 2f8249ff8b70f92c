import { defineResource, f } from '../define-resource.ts'

/** Data sources (数据源管理) a tenant can be assigned (tenant/datasource); the password is stored encrypted. */
export const datasource = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'datasource',
  table: 'blade_datasource',
  label: { zh: '数据源管理', en: 'Data source', ja: 'データソース' },
  fields: {
    name: f.text({
      label: { zh: '名称', en: 'Name', ja: '名称' },
      required: true,
      max: 100,
      unique: true,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '报表只读库',
    }),
    driverClass: f.text({
      label: { zh: '驱动类', en: 'Driver class', ja: 'ドライバクラス' },
      required: true,
      max: 100,
      pattern: /^[A-Za-z][A-Za-z0-9_.]*$/,
      list: true,
      example: 'org.postgresql.Driver',
    }),
    url: f.text({
      label: { zh: '连接地址', en: 'Connection URL', ja: '接続URL' },
      required: true,
      max: 500,
      pattern: /^(jdbc:|postgres(ql)?:\/\/)\S+$/,
      list: true,
      example: 'jdbc:postgresql://10.0.0.12:5432/erp_report',
    }),
    username: f.text({
      label: { zh: '用户名', en: 'User name', ja: 'ユーザー名' },
      required: true,
      max: 100,
      list: true,
      example: 'report_reader',
    }),
    password: f.text({
      label: { zh: '密码', en: 'Password', ja: 'パスワード' },
      max: 200,
      secret: true,
      example: 'S3cret-pass',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '报表统计使用' }),
  },
  calls: ['list', 'detail', 'submit', 'remove', 'select'],
  permissions: { view: 'datasource_view', add: 'datasource_add', edit: 'datasource_edit', remove: 'datasource_delete' },
  menu: { parent: 'system', sort: 21, icon: 'database' },
})
