/** GS1 check digit of the first 11 digits of a UPC-A: odd positions weigh 3, even ones 1. */
export function upcCheckDigit(first11: string): string {
  let sum = 0
  for (let i = 0; i < first11.length; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1)
  return String((10 - (sum % 10)) % 10)
}

/** The 12-digit UPC-A of flag + manufacturer + commodity code, or undefined when they are not 11 digits. */
export function composeUpc(flagCode: string, manufacturerCode: string, commodityCode: string): string | undefined {
  const body = `${flagCode}${manufacturerCode}${commodityCode}`
  if (!/^\d{11}$/.test(body)) return undefined
  return body + upcCheckDigit(body)
}

/** Digits left for the commodity code after a flag digit and this manufacturer code. */
export function commodityLength(manufacturerCode: string): number {
  return 10 - manufacturerCode.length
}
