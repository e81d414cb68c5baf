import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A deeper green than Mantine's: white text on the filled shade (6) reads at 5.1:1 and the shade as
 * text on white too, so buttons, links and the active tab meet WCAG AA (Mantine's green is 2.4:1).
 */
const forest: MantineColorsTuple = [
  '#ebf5ec',
  '#d3e8d5',
  '#a8d1ac',
  '#79b97f',
  '#51a459',
  '#3a9443',
  '#2e7d32',
  '#256b29',
  '#1c5a20',
  '#124816',
];

export const theme = createTheme({
  colors: { forest },
  primaryColor: 'forest',
  primaryShade: 6,
  defaultRadius: 'sm',
  components: {
    // Every dialog's X gets a name for screen readers (Mantine's has none).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // So does an alert's X (delete blockers) and a date field's clear X.
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } },
    DateInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear date' } } },
    // A spinner is a progress bar with a name ('Loading the events'): a bare span may not carry a label.
    Loader: { defaultProps: { role: 'progressbar' } },
    // A button keeps its whole label beside long text on a phone ('View', not 'Vie').
    Button: { styles: { root: { flexShrink: 0 } } },
    // A select's list scrolls itself, the listbox its field controls, not a wrapper inside it: axe
    // (scrollable-region-focusable, serious) asks a scrolling box to be focusable unless it is that popup.
    ...Object.fromEntries(
      ['Select', 'MultiSelect', 'TagsInput'].map((name) => [
        name,
        {
          defaultProps: { withScrollArea: false },
          styles: { options: { maxHeight: 220, overflowY: 'auto' } },
        },
      ]),
    ),
    // A table wider than a phone scrolls inside its card, and shows its scrollbar as the cue.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { type: 'always', offsetScrollbars: 'x' } } },
  },
});

/** Dimmed and error texts dark enough for small print (4.5:1 on white; Mantine's are 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c02626',
    '--mantine-color-placeholder': '#6c737a',
    // Light red buttons (Delete) and alerts: 5.2:1 on the hover shade (Mantine's red 9 was 3.75:1).
    '--mantine-color-red-light-color': '#a51d1d',
    // The field's state badges (light): Verified 6:1, Conflict 6.2:1, Uploaded 5.1:1, Queued 5.4:1 on
    // their tint (Mantine's were 3.8:1 and 3.6:1): the words a monitor reads to trust a visit arrived.
    '--mantine-color-green-light-color': forest[7],
    '--mantine-color-orange-light-color': '#9c3d00',
    '--mantine-color-cyan-light-color': '#0b7285',
    '--mantine-color-blue-light-color': '#1864ab',
  },
  dark: {},
});
