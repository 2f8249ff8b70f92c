/**
 * A self-contained page that renders /api/openapi.json for people (no CDN: works offline). Its one
 * script carries the request's CSP nonce, so the policy needs no 'unsafe-inline'.
 */
export const apiDocsHtml = (nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
header{background:#1c7ed6;color:#fff;padding:16px 24px}h1{margin:0;font-size:20px}
main{max-width:1100px;margin:0 auto;padding:16px 24px}input{width:100%;padding:8px;font-size:14px;margin:8px 0 16px;box-sizing:border-box}
h2{font-size:16px;margin:24px 0 8px;text-transform:uppercase;color:#475569}
details{background:#fff;border:1px solid #e2e8f0;border-radius:6px;margin:6px 0;padding:8px 12px}
summary{cursor:pointer}code{font-family:ui-monospace,monospace}
.m{display:inline-block;width:48px;font-weight:600}.GET{color:#2f9e44}.POST{color:#1c7ed6}
.perm{color:#868e96;font-size:12px;margin-left:8px}pre{background:#f1f5f9;padding:8px;overflow:auto;font-size:12px}
</style></head><body><header><h1>Cross-border ERP API</h1></header><main>
<input id="q" placeholder="Filter by path or summary" aria-label="Filter">
<div id="out">Loading…</div></main>
<script nonce="${nonce}">
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
fetch('/api/openapi.json').then((r) => r.json()).then((doc) => {
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths)) for (const [m, op] of Object.entries(item)) ops.push({ path, m: m.toUpperCase(), op });
  const render = (q) => {
    const byTag = {};
    for (const o of ops) {
      if (q && !(o.path + ' ' + o.op.summary).toLowerCase().includes(q)) continue;
      (byTag[o.op.tags[0]] ??= []).push(o);
    }
    document.getElementById('out').innerHTML = Object.entries(byTag).map(([tag, list]) => '<h2>' + esc(tag) + ' (' + list.length + ')</h2>' +
      list.map((o) => { const body = o.op.requestBody?.content?.['application/json'];
        return '<details><summary><span class="m ' + o.m + '">' + o.m + '</span><code>' + esc(o.path) + '</code> ' + esc(o.op.summary) +
        (o.op['x-permission'] ? '<span class="perm">' + esc(o.op['x-permission']) + '</span>' : '') + '</summary>' +
        (o.op.parameters?.length ? '<p>Query: ' + o.op.parameters.map((p) => '<code>' + esc(p.name) + '</code>').join(', ') + '</p>' : '') +
        (body ? '<p>Body schema</p><pre>' + esc(JSON.stringify(body.schema, null, 2)) + '</pre>' : '') +
        (body?.example !== undefined ? '<p>Example</p><pre>' + esc(JSON.stringify(body.example, null, 2)) + '</pre>' : '') + '</details>'; }).join('')).join('');
  };
  render('');
  document.getElementById('q').addEventListener('input', (e) => render(e.target.value.trim().toLowerCase()));
});
</script></body></html>`
