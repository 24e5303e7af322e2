import type { FastifyRequest } from 'fastify';
import type { ConsentEvidence } from '#server/db/database.ts';
import { hashIp } from '#server/security/ip-hash.ts';
import { CONSENT_VERSIONS, type ConsentForm } from '#shared/validation/consent.ts';

/**
 * What a lead row keeps to show its consent was given (GDPR art. 7(1)): the culture the text was shown in,
 * which version of the text, and a salted hash of the IP it came from. The time is the row's own.
 */
export function consentEvidence(request: FastifyRequest, form: ConsentForm): ConsentEvidence {
  return {
    culture: request.culture,
    consent_version: CONSENT_VERSIONS[form],
    ip_hash: hashIp(request.server.config.SESSION_SECRET, request.ip),
  };
}
