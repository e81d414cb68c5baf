import { NoneUser } from '@app/domain';
import { Alert, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../lib/auth/use-current-user';
import { type UserSummary, usersQueries } from '../lib/users-queries';

export const staffLeadReplacedWarning =
  'Warning: Staff Lead was not found and has automatically changed. Please select the correct Staff Lead from the dropdown.';

/** The active users, with the synthetic 'None' user appended when the server left it out. */
export const staffLeadOptions = (users: readonly UserSummary[]) => {
  const all = users.some((user) => user.id === NoneUser.id) ? users : [...users, NoneUser];
  return all.map((user) => ({
    value: String(user.id),
    label: user.inactive ? `${user.name} (Inactive)` : user.name,
  }));
};

export type StaffLeadSelectProps = {
  /** null on a new record (defaults to the current user); a saved lead that is 0 or unknown is replaced. */
  value: number | null;
  onChange: (userId: number) => void;
  label?: string;
  error?: string;
};

export const StaffLeadSelect = ({ value, onChange, label = 'Staff Lead', error }: StaffLeadSelectProps) => {
  const users = useQuery(usersQueries.active()).data;
  const me = useCurrentUser();
  const [replaced, setReplaced] = useState(false);
  const options = useMemo(() => staffLeadOptions(users ?? []), [users]);

  useEffect(() => {
    if (!users || !me || value === me.id) return;
    if (value === null) {
      onChange(me.id);
    } else if (value === NoneUser.id || !users.some((user) => user.id === value)) {
      onChange(me.id);
      setReplaced(true);
    }
  }, [users, me, value, onChange]);

  return (
    <>
      <Select
        label={label}
        data={options}
        value={value === null ? null : String(value)}
        onChange={(selected) => {
          if (selected === null) return;
          setReplaced(false);
          onChange(Number(selected));
        }}
        allowDeselect={false}
        searchable
        error={error}
        disabled={!users}
      />
      {replaced && (
        <Alert color="yellow" mt="xs" role="alert">
          {staffLeadReplacedWarning}
        </Alert>
      )}
    </>
  );
};
