/**
 * Exact geometric predicates on doubles. Which side of an edge a vertex lies on decides whether two
 * edges cross; rounding there would call a touch a crossing (or miss one), so the sign is exact: a
 * floating-point filter (Shewchuk's error bound for orient2d) answers nearly every case, and the rare
 * nearly-collinear one is recomputed in integers.
 */

/** Shewchuk's ccwerrboundA, (3 + 16ε)ε with ε = 2⁻⁵³. */
const errorBound = 3.3306690738754716e-16;

const float = new Float64Array(1);
const bits = new BigUint64Array(float.buffer);

/** A double as an integer scaled by 2¹⁰⁷⁴ (every double is one exactly). */
const exactly = (x: number): bigint => {
  float[0] = x;
  const word = bits[0];
  const exponent = Number((word >> 52n) & 0x7ffn);
  let mantissa = word & 0xfffffffffffffn;
  if (exponent !== 0) mantissa |= 1n << 52n;
  const scaled = mantissa << BigInt(Math.max(exponent, 1) - 1);
  return word >> 63n ? -scaled : scaled;
};

/** 1 when a → b → c turns left (counter-clockwise), -1 when it turns right, 0 when they are collinear. */
export const orientation = (
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): -1 | 0 | 1 => {
  const dax = ax - cx;
  const day = ay - cy;
  const dbx = bx - cx;
  const dby = by - cy;
  const left = dax * dby;
  const right = day * dbx;
  const det = left - right;
  const bound = errorBound * (Math.abs(left) + Math.abs(right));
  if (det > bound) return 1;
  if (-det > bound) return -1;
  // A difference of two doubles is 0 only when they are equal: both products are exactly 0.
  if ((dax === 0 || dby === 0) && (day === 0 || dbx === 0)) return 0;
  const [eax, eay, ebx, eby, ecx, ecy] = [ax, ay, bx, by, cx, cy].map(exactly);
  const exact = (eax - ecx) * (eby - ecy) - (eay - ecy) * (ebx - ecx);
  return exact > 0n ? 1 : exact < 0n ? -1 : 0;
};
