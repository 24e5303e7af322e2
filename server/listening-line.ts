/** What the start-up line says: where the server listens, its database, where its e-mails go. */
export interface ListeningFacts {
  host: string;
  port: number;
  publicUrl: string;
  database: string;
  mail: string;
}

/**
 * The start-up line. It names the address to open once: on a fresh clone PUBLIC_URL is that very address
 * (http://localhost:3000). Behind a proxy the two differ, and the line gives both.
 */
export function listeningLine(facts: ListeningFacts): string {
  const host = facts.host === '0.0.0.0' || facts.host === '::' ? 'localhost' : facts.host;
  const listening = `http://${host}:${facts.port}`;
  const where = listening === facts.publicUrl ? listening : `${listening} (PUBLIC_URL ${facts.publicUrl})`;
  return `Listening on ${where}, database ${facts.database}, e-mails to ${facts.mail}`;
}
