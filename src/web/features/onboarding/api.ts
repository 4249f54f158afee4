import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CheckJoinBusiness,
  CheckKraPinIsUse,
  CommonDictionary,
  JoinBusiness,
  JoinUpdatePersonInfo,
  SetUpBusiness,
} from '../../../shared/actions/business';
import type { InputOf } from '../../../shared/actions/contract';
import { OcrBusRegCert, PelezaCheck, VerifyAndRecognizeIdCard } from '../../../shared/actions/recognition';
import { callAction } from '../../api/client';
import { loadSessionData } from '../../app/session/loadSession';
import type { SetUpBusinessInput } from './setupInput';
import { queryClient } from '../../app/queryClient';
import { useTranslation } from 'react-i18next';

/**
 * Onboarding after registration (src/shared/actions/business.ts, recognition.ts): the reference
 * lists, setting up or joining a business, and the ID document with the identity check. Refusals
 * are shown by the screens (hideError).
 */
const QUIET = { hideError: true } as const;

type DictType = z.input<typeof CommonDictionary.input>['dictType'];

export const onboardingKeys = {
  all: ['onboarding'] as const,
  dictionary: (dictType: DictType, parentCode: string | undefined, language: string) =>
    [...onboardingKeys.all, 'dictionary', dictType, parentCode ?? '', language] as const,
};

/** A reference list in the UI language (industries, sectors); one with a parent (sectors, towns) waits for it. */
export function useDictionary(dictType: DictType, parentCode?: string, needsParent = false) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: onboardingKeys.dictionary(dictType, parentCode, i18n.language),
    queryFn: () => callAction(CommonDictionary, { dictType, parentCode }).then((r) => r.list),
    enabled: !needsParent || Boolean(parentCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function isKraPinInUse(kraPin: string, subMerchant: boolean) {
  return callAction(CheckKraPinIsUse, { kraPin, subMerchant: subMerchant ? 'Y' : 'N' }, { silent: true }).then((r) => r.isUse === 'Y');
}

export function readCertificate(fileId: string) {
  return callAction(OcrBusRegCert, { fileId }, QUIET);
}

/**
 * Creates the business. The session moves into it (a rotated token in the answer's header), so
 * the session is loaded again: the person, the business, the menu and the stores. Every list read
 * before is stale now (the businesses, a parent's sub-merchants), so all are read again.
 */
export async function setUpBusiness(input: SetUpBusinessInput) {
  const out = await callAction(SetUpBusiness, input, QUIET);
  await loadSessionData({}, { hasBusiness: true });
  await queryClient.invalidateQueries();
  return out;
}

export function recognizeIdCard(fileId: string) {
  return callAction(VerifyAndRecognizeIdCard, { fileId }, QUIET);
}

export function pelezaCheck() {
  return callAction(PelezaCheck, {}, QUIET);
}

export function checkInvitation(inviteCode: string) {
  return callAction(CheckJoinBusiness, { inviteCode }, QUIET);
}

export type JoinPersonInfo = Omit<InputOf<typeof JoinUpdatePersonInfo>, 'inviteCode'>;

/** Confirms the person's names and ID, joins, and loads the session inside the business. */
export async function joinBusiness(inviteCode: string, person: JoinPersonInfo) {
  await callAction(JoinUpdatePersonInfo, { inviteCode, ...person }, QUIET);
  const out = await callAction(JoinBusiness, { inviteCode }, QUIET);
  await loadSessionData({}, { hasBusiness: true });
  return out;
}
