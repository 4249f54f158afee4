import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { CheckUserSignUp } from '../../../shared/actions/registration';
import {
  AddStaffKms,
  ChangeStaffStsKms,
  DeleteStaffKms,
  DownloadStaffList,
  EditStaffKms,
  EditStaffRoles,
  InviteStaff,
  QueryRoleList,
  QueryStaffDetail,
  QueryStaffsWeb,
  ResetStaffPasswords,
  SendStaffList,
  UpdInviteStaff,
} from '../../../shared/actions/staff';
import type { StaffSts } from '../../../shared/rules/staff';
import { callAction } from '../../api/client';

export interface StaffQuery {
  pageNum: number;
  pageSize: number;
  staffName?: string;
  staffSts?: StaffSts;
  storeId?: string;
}

/** Query keys of the staff area; every change refreshes all of them. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (query: StaffQuery) => [...staffKeys.all, 'list', query] as const,
  detail: (staffId: string) => [...staffKeys.all, 'detail', staffId] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
  counts: () => [...staffKeys.all, 'counts'] as const,
};

export function useStaffList(query: StaffQuery) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => callAction(QueryStaffsWeb, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many staff members each status has (three one-row pages: totals only). */
export function useStaffCounts() {
  return useQuery({
    queryKey: staffKeys.counts(),
    queryFn: async ({ signal }) => {
      const [a, p, f] = await Promise.all(
        (['A', 'P', 'F'] as const).map((staffSts) => callAction(QueryStaffsWeb, { pageNum: 1, pageSize: 1, staffSts }, { signal, silent: true })),
      );
      return { A: a!.total, P: p!.total, F: f!.total };
    },
  });
}

export function useStaffDetail(staffId: string | null) {
  return useQuery({
    queryKey: staffKeys.detail(staffId ?? ''),
    queryFn: ({ signal }) => callAction(QueryStaffDetail, { staffId: staffId ?? '' }, { signal, hideError: true }),
    enabled: Boolean(staffId),
    retry: false,
  });
}

/** The role tree in the reader's language (the key carries the language so a switch refetches). */
export function useRoleList(language: string) {
  return useQuery({
    queryKey: [...staffKeys.roles(), language],
    queryFn: ({ signal }) => callAction(QueryRoleList, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Whether a username is free; the form shows the answer on its field. */
export function useCheckUserName() {
  return useMutation({
    mutationFn: (userName: string) => callAction(CheckUserSignUp, { userId: userName, userIdType: 'S' }, { hideError: true }),
  });
}

function useStaffMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}

export const useAddStaff = () => useStaffMutation((input: InputOf<typeof AddStaffKms>) => callAction(AddStaffKms, input, { hideError: true }));
export const useEditStaff = () => useStaffMutation((input: InputOf<typeof EditStaffKms>) => callAction(EditStaffKms, input, { hideError: true }));
export const useEditStaffRoles = () => useStaffMutation((input: InputOf<typeof EditStaffRoles>) => callAction(EditStaffRoles, input, { hideError: true }));
export const useChangeStaffStatus = () => useStaffMutation((input: InputOf<typeof ChangeStaffStsKms>) => callAction(ChangeStaffStsKms, input));
export const useInviteStaff = () => useStaffMutation((staffId: string) => callAction(InviteStaff, { staffId }));
export const useUpdInviteStaff = () => useStaffMutation((input: InputOf<typeof UpdInviteStaff>) => callAction(UpdInviteStaff, input, { hideError: true }));
export const useResetStaffPassword = () => useStaffMutation((staffId: string) => callAction(ResetStaffPasswords, { staffId }));
export const useDeleteStaff = () => useStaffMutation((staffId: string) => callAction(DeleteStaffKms, { staffId }));

export function useDownloadStaffList() {
  return useMutation({ mutationFn: (input: InputOf<typeof DownloadStaffList>) => callAction(DownloadStaffList, input) });
}
export function useSendStaffList() {
  return useMutation({ mutationFn: (input: InputOf<typeof SendStaffList>) => callAction(SendStaffList, input, { hideError: true }) });
}
