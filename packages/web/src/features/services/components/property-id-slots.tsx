import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { NumberTextInput } from '../../../components/number-text-input';

type PropertyIdSlotsProps = {
  slots: string[];
  onChange: (slots: string[]) => void;
  errors: Record<string, string | undefined>;
  /** Spec 2 §2: a multi-property service has at least two slots. */
  minimum?: number;
};

/** The property id slots of a multi-property service: two to start with, more added and removed. */
export const PropertyIdSlots = ({ slots, onChange, errors, minimum = 2 }: PropertyIdSlotsProps) => (
  <Stack gap="xs">
    <Text fw={500} size="sm">
      Properties
    </Text>
    {slots.map((slot, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position; its text changes as typed.
      <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
        <NumberTextInput
          label={`Property ID ${index + 1}`}
          value={slot}
          onChange={(text) => onChange(slots.map((s, i) => (i === index ? text : s)))}
          error={errors[`associatedPropertyIds.${index}`]}
          withAsterisk
          whole
          style={{ flex: 1 }}
        />
        {slots.length > minimum && (
          <Button
            variant="subtle"
            color="red"
            mt={24}
            aria-label={`Remove Property ID ${index + 1}`}
            onClick={() => onChange(slots.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        )}
      </Group>
    ))}
    {errors.associatedPropertyIds && (
      <Text c="var(--mantine-color-error)" size="sm" role="alert">
        {errors.associatedPropertyIds}
      </Text>
    )}
    <Anchor component="button" type="button" size="sm" onClick={() => onChange([...slots, ''])}>
      + Add Property
    </Anchor>
  </Stack>
);
