import { useEffect } from 'react';
import { useEditMode } from '../../../lib/edit-mode';

/**
 * The 'Project' edit mode of a project form page: on while the form is open (leaving asks first), off on
 * save or confirmed cancel.
 */
export const useProjectEditMode = () => {
  const editMode = useEditMode('Project');
  const { start } = editMode;
  useEffect(() => start(), [start]);
  return editMode;
};
