/** Luhn (ISO/IEC 7812): the check digit of card numbers and eSIM ICCIDs. */

/** The check digit to append to `digits`. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('Luhn needs a string of digits');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts at the rightmost payload digit, as the check digit will sit to its right.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of `number` is the Luhn check digit of the rest. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}
