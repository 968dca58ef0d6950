/**
 * The administrators' audit log (`admin_audit_log`, append-only by trigger; ADR 0018): every module that
 * acts for an administrator writes its entry here, in the transaction of the action; the console reads
 * the pages. A room of its own, so that the modules that write it need not reach into the console.
 * @module
 */
export { insertAuditEntry, selectAuditPage, type NewAuditEntry } from './queries';
