/**
 * A stored coordinate as text with at least 4 decimals: the API answers numbers, so 37.1300 comes
 * back as 37.13, and an unchanged value must still pass the 4-to-5-decimal rule when saved again.
 */
export const coordinateText = (value: number | null): string => {
  if (value === null) return '';
  const text = String(value);
  return (text.split('.')[1]?.length ?? 0) < 4 ? value.toFixed(4) : text;
};
