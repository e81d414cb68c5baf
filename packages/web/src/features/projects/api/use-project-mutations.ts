import type { Project, ProjectCreateInput, ProjectUpdateInput } from '@app/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getText, sendJson } from '../../../lib/api-client';
import { projectKeys } from './projects-queries';

/** POST project/create: the project with its first instrument and property, all or nothing. */
export const useCreateProject = () =>
  useMutation({
    mutationFn: (input: ProjectCreateInput) => sendJson<{ id: number }>('POST', '/project/create', input),
  });

/** POST project/{id}/update with the version read; the answer is the saved project. */
export const useUpdateProject = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdateInput) =>
      sendJson<Project>('POST', `/project/${projectId}/update`, input),
    onSuccess: (project) => queryClient.setQueryData(projectKeys.detail(projectId), project),
  });
};

/** POST project/{id}/uploadphoto as multipart field formFile; it bumps the project's version. */
export const useUploadProjectPhoto = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('formFile', file);
      return apiRequest(`/project/${projectId}/uploadphoto`, { method: 'POST', body: form });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.photo(projectId) }),
      ]),
  });
};

/** PATCH project/{id}/updateDocumentFolder with the version read, so a stale page gets a 409. */
export const useUpdateProjectFolder = (project: Pick<Project, 'id' | 'version'>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) =>
      sendJson('PATCH', `/project/${project.id}/updateDocumentFolder`, {
        folderId,
        version: project.version,
      }),
    // After a 409 too: the next try then sends the version that is current.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) }),
  });
};

/** GET project/{id}/delete_message: why the project cannot be deleted, '' when it can. */
export const fetchProjectDeleteMessage = (projectId: number) =>
  getText(`/project/${projectId}/delete_message`);

/** DELETE project/delete/{id}; the answer carries the notice the page shows afterwards. */
export const useDeleteProject = () =>
  useMutation({
    mutationFn: (projectId: number) =>
      sendJson<{ id: number; notice: string }>('DELETE', `/project/delete/${projectId}`),
  });

/** Drops a deleted project from the cache once its pages are left, so going back finds it gone. */
export const forgetProject = (queryClient: QueryClient, projectId: number) => {
  queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
  queryClient.removeQueries({ queryKey: projectKeys.parts(projectId) });
};
