import type { Label } from '#sync/i18n/language.ts'

/** Texts of the floor app's shell: sign-in, warehouse, home, status bar, needs attention, menu. */
export const FLOOR_TEXT = {
  'floor.app.name': { zh: '仓库作业', en: 'Warehouse floor', ja: '倉庫作業' },
  'floor.app.tagline': {
    zh: '收货、上架、拣货、打包、盘点，断网也能作业',
    en: 'Receive, put away, pick, pack and count, even offline',
    ja: '入荷・棚入れ・ピッキング・梱包・棚卸をオフラインでも',
  },

  'floor.warehouse.title': { zh: '选择仓库', en: 'Choose the warehouse', ja: '倉庫を選択' },
  'floor.warehouse.change': { zh: '切换仓库', en: 'Change warehouse', ja: '倉庫を切替' },
  'floor.warehouse.offline': {
    zh: '离线：显示上次获取的仓库列表',
    en: 'Offline: the list fetched last time',
    ja: 'オフライン：前回取得した一覧です',
  },
  'floor.warehouse.none': { zh: '没有可用的仓库', en: 'No warehouse available', ja: '利用できる倉庫がありません' },
  'floor.warehouse.loadFailed': {
    zh: '无法获取仓库列表',
    en: 'The warehouses could not be loaded',
    ja: '倉庫一覧を取得できませんでした',
  },
  'floor.warehouse.retry': { zh: '重试', en: 'Retry', ja: '再試行' },
  'floor.warehouse.current': { zh: '当前', en: 'Current', ja: '選択中' },

  'floor.tile.receiving': { zh: '收货', en: 'Receiving', ja: '入荷' },
  'floor.tile.putaway': { zh: '上架', en: 'Put away', ja: '棚入れ' },
  'floor.tile.picking': { zh: '拣货', en: 'Picking', ja: 'ピッキング' },
  'floor.tile.packing': { zh: '打包', en: 'Packing', ja: '梱包' },
  'floor.tile.stocktaking': { zh: '盘点', en: 'Stocktaking', ja: '棚卸' },
  'floor.tile.fba': { zh: 'FBA装箱', en: 'FBA boxes', ja: 'FBA箱詰め' },
  'floor.tile.lookup': { zh: '查询', en: 'Lookup', ja: '照会' },
  'floor.tile.receiving.hint': {
    zh: '扫描入库单与SKU',
    en: 'Scan inbound orders and SKUs',
    ja: '入荷伝票とSKUをスキャン',
  },
  'floor.tile.putaway.hint': {
    zh: '扫描库位，再扫SKU',
    en: 'Scan a position, then a SKU',
    ja: 'ロケ→SKUの順にスキャン',
  },
  'floor.tile.picking.hint': { zh: '按库位顺序拣货', en: 'Follow the pick list', ja: 'ロケ順にピッキング' },
  'floor.tile.packing.hint': { zh: '装箱、称重、封箱', en: 'Box, weigh and close', ja: '箱詰め・計量・封函' },
  'floor.tile.stocktaking.hint': { zh: '盲盘计数', en: 'Count blind', ja: 'ブラインドで数える' },
  'floor.tile.fba.hint': { zh: 'FBA周转单装箱', en: 'Pack FBA turnovers', ja: 'FBA中継を箱詰め' },
  'floor.tile.lookup.hint': { zh: '扫码查SKU与库位', en: 'Scan to look up', ja: 'スキャンして照会' },

  'floor.status.label': { zh: '同步状态', en: 'Sync status', ja: '同期状態' },
  'floor.status.online': { zh: '在线', en: 'Online', ja: 'オンライン' },
  'floor.status.offline': { zh: '离线', en: 'Offline', ja: 'オフライン' },
  'floor.status.syncing': { zh: '同步中…', en: 'Syncing…', ja: '同期中…' },
  'floor.status.pending': { zh: '待同步 {{count}}', en: '{{count}} to sync', ja: '未同期 {{count}}' },
  'floor.status.lastSync': { zh: '上次同步 {{time}}', en: 'Synced {{time}}', ja: '最終同期 {{time}}' },
  'floor.status.neverSynced': { zh: '尚未同步', en: 'Not synced yet', ja: '未同期' },
  'floor.status.syncNow': { zh: '立即同步', en: 'Sync now', ja: '今すぐ同期' },
  'floor.status.offlineSync': {
    zh: '现在无法同步：联网后自动发送',
    en: 'Cannot sync now: sent by itself once online',
    ja: '今は同期できません：接続後に自動送信',
  },
  'floor.status.attention': { zh: '需处理 {{count}}', en: 'Attention {{count}}', ja: '要対応 {{count}}' },
  'floor.status.lastError': {
    zh: '同步失败：{{message}}',
    en: 'Sync failed: {{message}}',
    ja: '同期失敗：{{message}}',
  },

  'floor.attention.title': { zh: '需要处理', en: 'Needs attention', ja: '要対応' },
  'floor.attention.intro': {
    zh: '以下作业被服务器拒绝，未生效。请按提示处理后点“知道了”。',
    en: 'The server refused these commands; they did not apply. Do what each says, then dismiss it.',
    ja: '以下の作業はサーバーに拒否され、反映されていません。対処してから確認済みにしてください。',
  },
  'floor.attention.empty': {
    zh: '没有需要处理的作业',
    en: 'Nothing needs attention',
    ja: '対応が必要な作業はありません',
  },
  'floor.attention.reason': { zh: '原因', en: 'Reason', ja: '理由' },
  'floor.attention.hint': { zh: '处理建议', en: 'What to do', ja: '対処' },
  'floor.attention.dismiss': { zh: '知道了', en: 'Dismiss', ja: '確認済み' },
  'floor.attention.seq': { zh: '第 {{seq}} 条', en: 'No. {{seq}}', ja: '第 {{seq}} 件' },

  'floor.command.receiveLine': { zh: '收货', en: 'Receive', ja: '入荷' },
  'floor.command.putAway': { zh: '上架', en: 'Put away', ja: '棚入れ' },
  'floor.command.scanPick': { zh: '拣货扫描', en: 'Pick scan', ja: 'ピッキング' },
  'floor.command.shortPick': { zh: '缺货', en: 'Short pick', ja: '欠品' },
  'floor.command.packIntoBox': { zh: '装箱', en: 'Pack into box', ja: '箱詰め' },
  'floor.command.closeBox': { zh: '封箱', en: 'Close box', ja: '封函' },
  'floor.command.countPosition': { zh: '盘点计数', en: 'Count', ja: '棚卸カウント' },
  'floor.command.finishTask': { zh: '完成任务', en: 'Finish task', ja: '作業完了' },

  'floor.storage.evicted': {
    zh: '浏览器清除了本设备上的离线数据，未同步的作业可能已丢失。请联网同步，并核对“需处理”。',
    en: 'The browser cleared the offline data on this device: unsynced work may be lost. Go online, sync and check what needs attention.',
    ja: 'ブラウザがこの端末のオフラインデータを消去しました。未同期の作業が失われた可能性があります。接続して同期し、要対応を確認してください。',
  },
  'floor.storage.notPersisted': {
    zh: '浏览器未授予持久存储，空间不足时可能清除离线数据。请经常同步，或将应用安装到主屏幕。',
    en: 'Storage is not persistent: the browser may clear offline data when space runs low. Sync often, or install the app.',
    ja: '永続ストレージが許可されていません。容量不足時にオフラインデータが消える場合があります。こまめに同期するか、アプリをインストールしてください。',
  },
  'floor.storage.close': { zh: '关闭提示', en: 'Close the warning', ja: '警告を閉じる' },

  'floor.nav.back': { zh: '返回', en: 'Back', ja: '戻る' },
  'floor.menu.open': { zh: '菜单', en: 'Menu', ja: 'メニュー' },
  'floor.menu.title': { zh: '菜单', en: 'Menu', ja: 'メニュー' },
  'floor.menu.language': { zh: '语言', en: 'Language', ja: '言語' },
  'floor.menu.export': { zh: '导出待同步队列', en: 'Export the queue', ja: 'キューを書き出す' },
  'floor.menu.signOut': { zh: '退出登录', en: 'Sign out', ja: 'ログアウト' },
  'floor.menu.console': { zh: '打开管理后台', en: 'Open the console', ja: '管理画面を開く' },
  'floor.menu.user': { zh: '当前用户：{{name}}', en: 'Signed in as {{name}}', ja: 'ユーザー：{{name}}' },
  'floor.menu.device': { zh: '设备 {{id}}', en: 'Device {{id}}', ja: '端末 {{id}}' },
  'floor.export.done': { zh: '队列已导出', en: 'The queue was exported', ja: 'キューを書き出しました' },
  'floor.export.failed': { zh: '导出失败', en: 'Export failed', ja: '書き出しに失敗しました' },

  'floor.signOut.title': { zh: '退出登录', en: 'Sign out', ja: 'ログアウト' },
  'floor.signOut.question': { zh: '确定退出登录吗？', en: 'Sign out now?', ja: 'ログアウトしますか？' },
  'floor.signOut.pending': {
    zh: '还有 {{count}} 条作业未同步。它们会留在本设备上，但要等再次登录并联网后才会上传。建议先同步，或导出队列留底。',
    en: '{{count}} commands are not synced yet. They stay on this device but are sent only after someone signs in again online. Sync first, or export the queue to keep a copy.',
    ja: '未同期の作業が {{count}} 件あります。端末には残りますが、再ログインしてオンラインになるまで送信されません。先に同期するか、キューを書き出して控えてください。',
  },
  'floor.signOut.syncFirst': { zh: '先同步', en: 'Sync first', ja: '先に同期' },
  'floor.signOut.exportFirst': { zh: '导出队列', en: 'Export the queue', ja: 'キューを書き出す' },
  'floor.signOut.anyway': { zh: '仍然退出', en: 'Sign out anyway', ja: 'それでもログアウト' },
  'floor.signOut.confirm': { zh: '退出', en: 'Sign out', ja: 'ログアウト' },
  'floor.cancel': { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
  'floor.close': { zh: '关闭', en: 'Close', ja: '閉じる' },
  'floor.togglePassword': { zh: '显示或隐藏密码', en: 'Show or hide the password', ja: 'パスワードの表示・非表示' },

  'floor.noFloorWork.title': {
    zh: '没有现场作业权限',
    en: 'No floor work permission',
    ja: '現場作業の権限がありません',
  },
  'floor.noFloorWork.text': {
    zh: '此账号没有“现场作业”权限，本设备不会登记到该账号。请用仓库作业人员的账号登录，或请管理员授予权限。',
    en: 'This account may not do floor work, so this device is not registered to it. Sign in as a warehouse worker, or ask an administrator for the permission.',
    ja: 'このアカウントには「現場作業」の権限がないため、この端末は登録されません。倉庫作業者のアカウントでログインするか、管理者に権限を依頼してください。',
  },
  'floor.noFloorWork.console': { zh: '打开管理后台', en: 'Open the console', ja: '管理画面を開く' },
  'floor.noFloorWork.signOut': {
    zh: '退出并换账号登录',
    en: 'Sign out and switch account',
    ja: 'ログアウトして切り替え',
  },

  'floor.sessionEnded.title': { zh: '登录已失效', en: 'Your session has ended', ja: 'セッションが終了しました' },
  'floor.sessionEnded.pending': {
    zh: '请重新登录，以发送 {{count}} 条待同步指令。它们保存在本设备上，不会丢失。',
    en: 'Sign in again to send the {{count}} waiting commands. They are kept on this device and will not be lost.',
    ja: '再ログインすると、待機中の {{count}} 件のコマンドが送信されます。この端末に保存されており、失われません。',
  },
  'floor.sessionEnded.nothing': {
    zh: '请重新登录以继续同步；本设备上没有待同步的指令。',
    en: 'Sign in again to go on syncing; nothing is waiting on this device.',
    ja: '同期を続けるには再ログインしてください。この端末に待機中のコマンドはありません。',
  },
  'floor.sessionEnded.signIn': { zh: '重新登录', en: 'Sign in again', ja: '再ログイン' },

  'floor.waiting.title': {
    zh: '本设备上还有其他人未发送的指令',
    en: 'Commands of another worker still wait on this device',
    ja: 'この端末には他の作業者の未送信コマンドがあります',
  },
  'floor.waiting.worker': {
    zh: '{{name}}：{{count}} 条待同步，需 {{name}} 在本设备上重新登录并联网后才会发送',
    en: '{{name}}: {{count}} waiting, sent only when {{name}} signs in on this device again, online',
    ja: '{{name}}：{{count}} 件が待機中。{{name}} がこの端末でオンラインで再ログインすると送信されます',
  },

  'floor.rejected.title': {
    zh: '{{count}} 条作业被拒绝',
    en: '{{count}} of your commands were rejected',
    ja: '{{count}} 件の作業が却下されました',
  },
  'floor.rejected.read': { zh: '已读，知道了', en: 'Read, got it', ja: '確認しました' },
  'floor.rejected.more': {
    zh: '还有 {{count}} 条，查看全部',
    en: '{{count}} more: see all',
    ja: 'ほか {{count}} 件：すべて表示',
  },
  'floor.rejected.tile': { zh: '{{count}} 条被拒绝', en: '{{count}} rejected', ja: '却下 {{count}} 件' },

  'floor.screen.loadFailed': {
    zh: '页面加载失败，请联网后重试',
    en: 'The screen could not be loaded; retry online',
    ja: '画面を読み込めませんでした。オンラインで再試行してください',
  },
  'floor.screen.retry': { zh: '重试', en: 'Retry', ja: '再試行' },
  'floor.screen.loading': { zh: '加载中…', en: 'Loading…', ja: '読み込み中…' },
} as const satisfies Record<string, Label>

export type FloorTextKey = keyof typeof FLOOR_TEXT
