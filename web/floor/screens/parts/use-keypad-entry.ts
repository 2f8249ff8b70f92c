import { useEffect, useState } from 'react'

/** Most digits a quantity may have (1,000,000 is the protocol's ceiling). */
const MAX_DIGITS = 7

/**
 * What is typed on the quantity keypad: each opening starts from the suggested quantity, which the
 * first digit typed replaces; digits, delete and clear, from the pad's keys or a hardware keyboard.
 */
export function useKeypadEntry(opened: boolean, initial: number | undefined) {
  const [entry, setEntry] = useState('')
  const [fresh, setFresh] = useState(true)
  useEffect(() => {
    if (opened) {
      setEntry(initial === undefined ? '' : String(initial))
      setFresh(true)
    }
  }, [opened, initial])
  const press = (digit: string) => {
    setEntry((current) => {
      const base = fresh ? '' : current
      const next = base === '0' ? digit : base + digit
      return next.length > MAX_DIGITS ? current : next
    })
    setFresh(false)
  }
  const clear = () => {
    setEntry('')
    setFresh(false)
  }
  const deleteLast = () => {
    setEntry((current) => current.slice(0, -1))
    setFresh(false)
  }
  // A hardware keyboard (or a tablet's) works on the pad too.
  const onKey = (key: string, confirm: () => void) => {
    if (/^[0-9]$/.test(key)) press(key)
    else if (key === 'Backspace') deleteLast()
    else if (key === 'Enter') confirm()
  }
  return { entry, press, clear, deleteLast, onKey }
}
