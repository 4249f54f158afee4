import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GetDevice, UnbindTrustDevice } from '../../../shared/actions/devices';
import {
  ChangeEmail,
  ChangeMobileNumber,
  CheckEmailVerified,
  WebUpdateProfile,
} from '../../../shared/actions/profile';
import { callAction } from '../../api/client';
import { refreshPerson } from '../../app/session/loadSession';

/**
 * The signed-in person's own account: login devices (src/shared/actions/devices.ts) and profile
 * (src/shared/actions/profile.ts). Refusals are shown by the dialogs (hideError).
 */
const QUIET = { hideError: true } as const;

export const accountKeys = {
  all: ['account'] as const,
  devices: () => [...accountKeys.all, 'devices'] as const,
  devicePage: (pageNum: number, pageSize: number) => [...accountKeys.devices(), pageNum, pageSize] as const,
  emailVerified: () => [...accountKeys.all, 'emailVerified'] as const,
};

/** The person's own login devices, a page at a time. */
export function useDevices(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: accountKeys.devicePage(pageNum, pageSize),
    queryFn: ({ signal }) => callAction(GetDevice, { scope: 'mine', pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceNo: string) => callAction(UnbindTrustDevice, { deviceNo }, QUIET),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices() }),
  });
}

export function useEmailVerified() {
  return useQuery({
    queryKey: accountKeys.emailVerified(),
    queryFn: () => callAction(CheckEmailVerified, {}, { silent: true }),
  });
}

export function useUpdateNames() {
  return useMutation({
    mutationFn: async (names: { firstName: string; lastName: string }) => {
      await callAction(WebUpdateProfile, names, QUIET);
      await refreshPerson();
    },
  });
}

/** The kind of contact a person can change, each proven with a code sent to the new one. */
export type ContactKind = 'mobile' | 'email';

/**
 * One call of a contact change: without a code it sends one to the new value (CODE_SENT), with
 * the code it makes the change (CHANGED).
 */
export function changeContact(
  kind: ContactKind,
  value: string,
  code?: { jrnNo: string; otp: string },
) {
  return kind === 'mobile'
    ? callAction(ChangeMobileNumber, { newMblNo: value, ...code }, QUIET)
    : callAction(ChangeEmail, { newEmail: value, ...code }, QUIET);
}

/** After a change: who the person is now, and whether the e-mail is verified. */
export function useContactChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await refreshPerson();
    await queryClient.invalidateQueries({ queryKey: accountKeys.emailVerified() });
  };
}
