import { OcrBusRegCert, PelezaCheck, VerifyAndRecognizeIdCard } from '../../../shared/actions/recognition';
import { messageText } from '../../../shared/i18n/messages';
import { isUniqueViolation } from '../../db/database';
import { personAction } from '../../http/action';
import { recomputeKycForPerson } from '../business/kyc.service';
import { BizError } from '../../http/errors';
import { identityRail } from '../../rails/identity';
import { RecognitionError, readBusinessCertificate, recognizeIdCard } from '../../recognition';
import { readStoredFile } from '../files/files.service';
import { idMatchesRegistered, namesMatchRegistered } from './matching';
import { kycStatusOf, latestCheck, reconcileIdentityCheck, submitIdentityCheck } from './recognition.service';

export const recognitionActions = [
  /**
   * Reads an uploaded ID card or passport, answers its fields for the form, and compares them
   * with the person's registered names and ID number; when they agree the ID counts as uploaded.
   */
  personAction(VerifyAndRecognizeIdCard, async (input, ctx) => {
    const { personId, merchantId } = ctx.session;
    const { file, bytes } = await readStoredFile(ctx.db, ctx.config, input.fileId, { personId, merchantId });
    let card: Awaited<ReturnType<typeof recognizeIdCard>>;
    try {
      card = await recognizeIdCard(bytes, file.mime);
    } catch (error) {
      if (!(error instanceof RecognitionError)) throw error;
      ctx.log.info({ fileId: file.fileId, reason: error.reason }, 'ID document not recognised');
      throw new BizError(error.reason === 'UNSUPPORTED_TYPE' ? 'MMCP3105' : 'MMCP3101');
    }
    const fields = {
      idType: card.idType,
      idNo: card.idNo,
      firstName: card.firstName,
      lastName: card.lastName,
      otherNames: card.otherNames ?? null,
      dateOfBirth: card.dateOfBirth ?? null,
      confidence: card.confidence,
    };
    const person = await ctx.db
      .selectFrom('persons')
      .select(['first_name', 'last_name', 'id_type', 'id_no'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    if (!namesMatchRegistered(person, card) || !idMatchesRegistered(person, card)) {
      // The recognised fields ride along so that the form can show what was read.
      throw new BizError('MMCP3102', {}, { ...fields, idUploadFlag: 'N' });
    }
    await ctx.db.updateTable('persons').set({ id_upload_flag: 'Y', id_file_id: file.fileId }).where('id', '=', personId).execute();
    await recomputeKycForPerson(ctx.db, personId);
    return { ...fields, idUploadFlag: 'Y' as const };
  }),

  /** Reads the registration number, business name and document type of an uploaded certificate. */
  personAction(OcrBusRegCert, async (input, ctx) => {
    const { file, bytes } = await readStoredFile(ctx.db, ctx.config, input.fileId, { personId: ctx.session.personId, merchantId: ctx.session.merchantId });
    try {
      const cert = await readBusinessCertificate(bytes, file.mime);
      return { registrationNumber: cert.registrationNumber, businessName: cert.businessName, documentType: cert.documentType ?? null };
    } catch (error) {
      if (!(error instanceof RecognitionError)) throw error;
      ctx.log.info({ fileId: file.fileId, reason: error.reason }, 'certificate not recognised');
      throw new BizError(error.reason === 'UNSUPPORTED_TYPE' ? 'MMCP3106' : 'MMCP3104');
    }
  }),

  /**
   * Starts the identity check of the signed-in person, or answers the one under way (querying
   * the rail when it has been pending too long). A failed check is tried again only with the ID
   * given anew.
   */
  personAction(PelezaCheck, async (input, ctx) => {
    const { personId, merchantId } = ctx.session;
    const rail = identityRail();
    const person = await ctx.db
      .selectFrom('persons')
      .select(['first_name', 'last_name', 'id_type', 'id_no'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    const given = input.idType && input.idNo ? { idType: input.idType, idNo: input.idNo } : null;
    if (given && person.id_no && !idMatchesRegistered(person, given)) throw new BizError('MMCP3102');

    let check = await latestCheck(ctx.db, personId);
    const running = check && (check.status === '02' || check.status === '03');
    const startNew = !check || (check.status === '01' && given !== null);
    if (running && check) {
      check = await reconcileIdentityCheck(ctx.db, rail, check);
    } else if (startNew) {
      const idType = (given?.idType ?? person.id_type) as '01' | '00' | null;
      const idNo = given?.idNo ?? person.id_no;
      if (!idType || !idNo) throw new BizError('MMCP3103');
      if (!person.id_no) {
        try {
          await ctx.db.updateTable('persons').set({ id_type: idType, id_no: idNo }).where('id', '=', personId).execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw new BizError('MMCP1033');
          throw error;
        }
      }
      check = await submitIdentityCheck(ctx.db, rail, { personId, merchantId, idType, idNo, firstName: person.first_name, lastName: person.last_name });
    }
    const status = (check?.status ?? '02') as '00' | '01' | '02' | '03';
    return {
      pelezaSts: status,
      kycSts: kycStatusOf(status),
      reason: status === '01' ? messageText('MMCP3102', ctx.locale) : null,
    };
  }),
];
