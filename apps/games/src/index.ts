/** The games platform's public API: what the launcher and the app server may use. */
export { readVerifyRequest, type VerifyRequest, type VerifyRequestFields } from './fairness/verify-request.js';
