import { get, post } from '#shared/api/endpoint.ts';
import type { ContactRequest } from '#shared/validation/contact.ts';
import type { NewsletterRequest, NewsletterTokenRequest } from '#shared/validation/newsletter.ts';
import type { QuoteRequest } from '#shared/validation/quote.ts';
import type { WhitePaperRequest } from '#shared/validation/white-paper.ts';

/** The lead forms (docs/product.md, Forms): contact, quote, white paper, newsletter. */
export const LEAD_FORMS_API = {
  contactSubmit: post<{ body: ContactRequest }>('/api/contact/submit'),
  quoteSubmit: post<{ body: QuoteRequest }>('/api/quote/submit'),
  whitePaperSubmit: post<{ body: WhitePaperRequest }>('/api/white-paper/submit'),
  /** The link the white paper's e-mail carries: the PDF, or a redirect to the form. */
  whitePaperDownload: get<{ query: { token: string } }>('/api/white-paper/download'),
  newsletterSubmit: post<{ body: NewsletterRequest }>('/api/newsletter/submit'),
  newsletterConfirm: post<{ body: NewsletterTokenRequest }>('/api/newsletter/confirm'),
  newsletterUnsubscribe: post<{ body: NewsletterTokenRequest }>('/api/newsletter/unsubscribe'),
  /**
   * RFC 8058: the List-Unsubscribe URL the newsletter's e-mails carry, a form post from the mail provider with the
   * token in the query (a GET there redirects to the unsubscribe page).
   */
  newsletterOneClickUnsubscribe: post('/api/newsletter/one-click-unsubscribe'),
} as const;
