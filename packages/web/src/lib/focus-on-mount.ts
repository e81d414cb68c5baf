/**
 * A callback ref that moves focus to its element when React attaches it: to an opened form's heading,
 * or to the item a save just made, so focus never falls back to the page when what had it goes away.
 * Pass it only while the element should take focus (`ref={saved ? focusOnMount : undefined}`): a ref
 * given to an element already shown is attached then, and focuses it then.
 */
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};
