import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InputOf } from '../../../shared/actions/contract';
import {
  CallBackHistory,
  CancelCallBack,
  CancelTicket,
  CommonTickets,
  RaiseTicket,
  RequestCallBack,
  SupportAnswerTicket,
  SupportCallBackList,
  SupportMarkCalled,
  SupportTakeTicket,
  SupportTicketDetails,
  SupportTicketQueue,
  TicketDetails,
  TicketHistory,
} from '../../../shared/actions/help';
import type { CallbackStatus, TicketStatus } from '../../../shared/dict/help';
import { callAction } from '../../api/client';

export interface TicketQuery {
  pageNum: number;
  pageSize: number;
  status?: TicketStatus;
}

export interface CallbackQuery {
  pageNum: number;
  pageSize: number;
  status?: CallbackStatus;
}

export interface QueueQuery extends TicketQuery {
  issueType?: string;
  keyword?: string;
  mine?: 'Y';
}

/** Query keys of the merchant's help center; every mutation refreshes all of them. */
export const helpKeys = {
  all: ['help'] as const,
  /** The provider writes them per language: the server answers in the UI language. */
  processes: (language: string) => [...helpKeys.all, 'processes', language] as const,
  tickets: (query: TicketQuery) => [...helpKeys.all, 'tickets', query] as const,
  ticket: (ticketNo: string) => [...helpKeys.all, 'ticket', ticketNo] as const,
  callbacks: (query: CallbackQuery) => [...helpKeys.all, 'callbacks', query] as const,
};

/** Query keys of the support desk (its own resource: every business's tickets). */
export const deskKeys = {
  all: ['supportDesk'] as const,
  queue: (query: QueueQuery) => [...deskKeys.all, 'queue', query] as const,
  ticket: (ticketNo: string) => [...deskKeys.all, 'ticket', ticketNo] as const,
  callbacks: (query: CallbackQuery) => [...deskKeys.all, 'callbacks', query] as const,
};

export function useServiceProcesses() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: helpKeys.processes(i18n.language),
    queryFn: ({ signal }) => callAction(CommonTickets, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTickets(query: TicketQuery) {
  return useQuery({
    queryKey: helpKeys.tickets(query),
    queryFn: ({ signal }) => callAction(TicketHistory, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(ticketNo: string | null) {
  return useQuery({
    queryKey: helpKeys.ticket(ticketNo ?? ''),
    queryFn: ({ signal }) => callAction(TicketDetails, { ticketNo: ticketNo ?? '' }, { signal, hideError: true }),
    enabled: Boolean(ticketNo),
    retry: false,
  });
}

export function useCallbacks(query: CallbackQuery) {
  return useQuery({
    queryKey: helpKeys.callbacks(query),
    queryFn: ({ signal }) => callAction(CallBackHistory, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useHelpMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.all }) });
}

export function useRaiseTicket() {
  return useHelpMutation((input: InputOf<typeof RaiseTicket>) => callAction(RaiseTicket, input, { hideError: true }));
}

export function useCancelTicket() {
  return useHelpMutation((ticketNo: string) => callAction(CancelTicket, { ticketNo }));
}

export function useRequestCallBack() {
  return useHelpMutation((input: InputOf<typeof RequestCallBack>) => callAction(RequestCallBack, input, { hideError: true }));
}

export function useCancelCallBack() {
  return useHelpMutation((callbackId: string) => callAction(CancelCallBack, { callbackId }));
}

// The support desk.

export function useQueue(query: QueueQuery) {
  return useQuery({
    queryKey: deskKeys.queue(query),
    queryFn: ({ signal }) => callAction(SupportTicketQueue, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskTicket(ticketNo: string | null) {
  return useQuery({
    queryKey: deskKeys.ticket(ticketNo ?? ''),
    queryFn: ({ signal }) => callAction(SupportTicketDetails, { ticketNo: ticketNo ?? '' }, { signal, hideError: true }),
    enabled: Boolean(ticketNo),
    retry: false,
  });
}

export function useDeskCallbacks(query: CallbackQuery) {
  return useQuery({
    queryKey: deskKeys.callbacks(query),
    queryFn: ({ signal }) => callAction(SupportCallBackList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useDeskMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all }) });
}

export function useTakeTicket() {
  return useDeskMutation((ticketNo: string) => callAction(SupportTakeTicket, { ticketNo }));
}

export function useAnswerTicket() {
  return useDeskMutation((input: InputOf<typeof SupportAnswerTicket>) => callAction(SupportAnswerTicket, input, { hideError: true }));
}

export function useMarkCalled() {
  return useDeskMutation((callbackId: string) => callAction(SupportMarkCalled, { callbackId }));
}
