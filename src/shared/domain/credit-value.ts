/**
 * The value of credits taken from a wallet by the average-cost method (ADR 0045 "Credits in ARS";
 * IAS 2 ¶25, weighted average cost): a wallet holds `balance` credits worth `valueCentavos` in all;
 * taking `credits` of them takes their share of the value, rounded half up to the centavo, and the last
 * credit takes what is left — so balance and value reach 0 together and no centavo is created or lost.
 * Shared so that the wallet (server) and the confirmation before spending (web) use the one rule.
 * @module
 */

/**
 * Centavos taken with `credits` of a wallet of `balance` credits worth `valueCentavos`.
 * @throws RangeError when an argument is not a non-negative integer, or `credits` exceeds `balance`
 */
export function valueTaken(balance: number, valueCentavos: number, credits: number): number {
  for (const [name, n] of [
    ['balance', balance],
    ['valueCentavos', valueCentavos],
    ['credits', credits],
  ] as const)
    if (!Number.isSafeInteger(n) || n < 0)
      throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
  if (credits > balance) throw new RangeError(`cannot take ${credits} credits of ${balance}`);
  if (credits === balance) return valueCentavos;
  // valueCentavos × credits stays far below 2^53 (a wallet is worth millions of centavos, credits ≤ 200).
  return Math.floor((valueCentavos * credits * 2 + balance) / (balance * 2));
}
