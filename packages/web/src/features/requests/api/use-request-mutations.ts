import type { OwnerRequest, RequestCreate, RequestStepCreate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';
import { requestKeys } from './request-queries';

/**
 * A request's change shows on its property's card and its own page; an approval also changes the
 * property's built features and rights, so the property's queries are refreshed too.
 */
const useRequestMutation = <T>(send: (input: T) => Promise<OwnerRequest>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(requestKeys.detail(saved.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.detail(saved.propertyId) }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.features(saved.propertyId) }),
      ]);
    },
  });
};

export const useReceiveRequest = () =>
  useRequestMutation((input: RequestCreate) => sendJson<OwnerRequest>('POST', '/ownerRequest/create', input));

export const useAddRequestStep = () =>
  useRequestMutation((input: RequestStepCreate) =>
    sendJson<OwnerRequest>('POST', '/ownerRequest/step', input),
  );
