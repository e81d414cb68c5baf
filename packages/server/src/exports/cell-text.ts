/** Excel holds at most 32,767 characters in a cell and calls a file with a longer one damaged. */
const MaxCellText = 32_767;
const cutNote = '… (cut here: an Excel cell holds 32,767 characters)';

/** A text as a cell can hold it: a longer one (a contact's Role(s) on thousands of records) cut, saying so. */
export const cellText = (value: string) => {
  if (value.length <= MaxCellText) return value;
  let end = MaxCellText - cutNote.length;
  // Never half a character: a cut between a surrogate pair would leave a broken one.
  if (/[\uD800-\uDBFF]/.test(value[end - 1])) end -= 1;
  return value.slice(0, end) + cutNote;
};
