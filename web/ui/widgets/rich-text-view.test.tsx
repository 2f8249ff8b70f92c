import { describe, expect, it } from 'vitest'
import { RichTextView } from './rich-text-view.tsx'
import { renderWidget } from './test-providers.tsx'

describe('RichTextView', () => {
  it('draws what the editor writes: headings, emphasis, lists and web links', () => {
    const { container } = renderWidget(
      <RichTextView
        html={
          '<h2>周一休息</h2><p><strong>洛杉矶</strong>仓不发货</p><ul><li>一</li><li>二</li></ul><p><a href="https://example.com/a">详情</a></p>'
        }
      />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('周一休息')
    expect(container.querySelector('strong')?.textContent).toBe('洛杉矶')
    expect(container.querySelectorAll('li')).toHaveLength(2)
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/a')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('runs nothing: scripts, handlers, styles and script addresses are dropped, their text kept', () => {
    const { container } = renderWidget(
      <RichTextView
        html={
          '<p onclick="alert(1)" style="color:red">a</p><script>window.hacked=1</script><object data="x"></object><a href="javascript:alert(1)">b</a><div>c</div>'
        }
      />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('object')).toBeNull()
    const p = container.querySelector('p')
    expect(p?.getAttribute('onclick')).toBeNull()
    expect(p?.getAttribute('style')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull()
    expect(container.querySelector('.erp-rich-text')?.textContent).toBe('abc')
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('shows plain text as written, its line breaks kept', () => {
    const { container } = renderWidget(<RichTextView html={'第一行\n第二行'} />)
    expect(container.querySelector('.erp-rich-text')?.textContent).toBe('第一行\n第二行')
  })
})
