import { renderEmail } from '#server/mail/layout.ts';
import { siteHost } from '#server/mail/lead-email.ts';
import { AUTO_REPLIED, type EmailTemplate } from '#server/mail/template.ts';

export interface WhitePaperDownloadData {
  siteUrl: string;
  /** The signed link, valid for WHITE_PAPER_LINK_DAYS. */
  downloadUrl: string;
  /** The form, to ask for a new link once this one has expired. */
  requestAgainUrl: string;
}

/** The research study: a signed download link, valid for 7 days. */
export const whitePaperDownloadTemplate: EmailTemplate<WhitePaperDownloadData> = {
  name: 'white-paper-download',
  limitPerRecipient: true,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:whitePaperDownload.preheader'),
      heading: t('email:whitePaperDownload.heading'),
      paragraphs: [t('email:whitePaperDownload.thanks')],
      action: { label: t('email:whitePaperDownload.action'), url: data.downloadUrl },
      after: [t('email:whitePaperDownload.validity', { url: data.requestAgainUrl })],
      footnote: { text: t('email:whitePaperDownload.footnote', { site: siteHost(data.siteUrl) }) },
    });
    return { subject: t('email:whitePaperDownload.subject'), ...rendered, headers: AUTO_REPLIED };
  },
  sample: {
    siteUrl: 'https://fakexrmeasy.com',
    downloadUrl: 'https://fakexrmeasy.com/api/white-paper/download?token=sample.token',
    requestAgainUrl: 'https://fakexrmeasy.com/white-paper',
  },
};
