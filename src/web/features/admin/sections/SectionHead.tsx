/**
 * A console section's heading and lead (the heading is what the section's region is named by).
 * @module
 */
import type { ReactNode } from 'react';
import { adminSectionLabels, adminShellMessages } from '../../../../shared/messages/admin.web';
import type { AdminSection } from '../model/paths';

/** The `<h2>` of `section`, its lead, and optional actions beside the heading. */
export function SectionHead({ section, children }: { section: AdminSection; children?: ReactNode }) {
  return (
    <div className="admin-section__head">
      <div>
        <h2 id="admin-section-title">{adminSectionLabels[section]}</h2>
        <p className="admin-lead">{adminShellMessages.sectionLeads[section]}</p>
      </div>
      {children}
    </div>
  );
}
