import { NumberTextInput } from '../../../components/number-text-input';
import { RowList } from '../../../components/row-list';

type PropertyIdSlotsProps = {
  slots: string[];
  onChange: (slots: string[]) => void;
  errors: Record<string, string | undefined>;
  /** Spec 2 §2: a multi-property service has at least two slots. */
  minimum?: number;
};

/** The property id slots of a multi-property service: two to start with, more added and removed. */
export const PropertyIdSlots = ({ slots, onChange, errors, minimum = 2 }: PropertyIdSlotsProps) => (
  <RowList
    label="Properties"
    rows={slots}
    onChange={onChange}
    removeLabel={(index) => `Remove Property ID ${index + 1}`}
    canRemove={slots.length > minimum}
    addLabel="+ Add Property"
    newRow=""
    error={errors.associatedPropertyIds}
    labelledInputs
    renderRow={(slot, index, change) => (
      <NumberTextInput
        label={`Property ID ${index + 1}`}
        value={slot}
        onChange={change}
        error={errors[`associatedPropertyIds.${index}`]}
        withAsterisk
        whole
        style={{ flex: 1 }}
      />
    )}
  />
);
