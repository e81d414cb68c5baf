import { preselectedAgreementType } from '@app/domain';
import { useEffect } from 'react';

/**
 * Presets the Agreement Type once the offered list has loaded: the only one when there is one (the
 * domain rule), else the user's choice. New Service online and Start Inspection in the field both use it.
 */
export const usePreselectedAgreementType = (
  offered: readonly { id: number }[] | undefined,
  value: string,
  setValue: (value: string) => void,
) => {
  useEffect(() => {
    if (!offered) return;
    const chosen = value === '' ? null : Number(value);
    const preselected = preselectedAgreementType(offered, chosen);
    if (preselected !== chosen) setValue(preselected === null ? '' : String(preselected));
  }, [offered, value, setValue]);
};
