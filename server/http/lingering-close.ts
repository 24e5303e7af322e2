import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long, and how much more, a connection answered before its body was read is read and dropped before it is
 * closed. Five seconds is nginx's lingering_timeout: a client still sending is sending faster than one piece in 5 s.
 * Four megabytes past the answer lets the rest of a body up to four times the 1 MB limit arrive (a message pasted
 * whole, a mistaken upload), and costs one connection that long and that many bytes read and thrown away: a
 * client sending more, or for longer, is cut off then, as nginx does after lingering_time.
 */
export const LINGER: LingerLimits = { maxMs: 5000, maxBytes: 4 * 1024 * 1024, checkEveryMs: 100 };

export interface LingerLimits {
  maxMs: number;
  maxBytes: number;
  /** How often the bytes read since the answer are counted. */
  checkEveryMs: number;
}

/**
 * Has a request answered before its body has been read (a 413 on its Content-Length or past the limit, a 403 or
 * 429 from a hook) still have its answer reach the client (docs/security.md, Over-long bodies get their 413).
 *
 * The answer says `Connection: close` (Fastify's for a body error, the API protocol's onSend for the others), so
 * Node ends the connection once it has been written: it sends its FIN, then destroys the socket as soon as that
 * is done. The client is still sending; the bytes that reach a socket closed by then make the server's kernel
 * reset the connection, and a client that reads its answer only once it has sent everything (curl, most
 * libraries) gets EPIPE or ECONNRESET and never sees it. So, as nginx's lingering close: after the FIN, keep
 * reading (Node's parser drops the rest of the body) until the client closes its side, for LINGER at most.
 *
 * Call it for every request the server receives; it does nothing for a request without a body, or whose body was
 * read before it was answered.
 */
export function lingerAfterEarlyAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  limits: LingerLimits = LINGER,
) {
  if (!hasBody(request)) return;
  const socket = request.socket;
  response.once('finish', () => {
    // Node has just ended the connection after its last answer (socket.destroySoon: end(), which sends the FIN,
    // then destroy() once that is done): keep the end, and put the lingering read in place of the destroy.
    if (request.complete || socket.destroyed || !socket.listeners('finish').includes(socket.destroy)) return;
    socket.removeListener('finish', socket.destroy);
    linger(socket, limits);
  });
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function linger(socket: Socket, limits: LingerLimits) {
  const readAtAnswer = socket.bytesRead;
  const close = () => socket.destroy();
  const deadline = setTimeout(close, limits.maxMs);
  // Node's HTTP parser reads the socket itself, so no 'data' event tells what arrives: count what was read.
  const check = setInterval(() => {
    if (socket.bytesRead - readAtAnswer > limits.maxBytes) close();
  }, limits.checkEveryMs);
  deadline.unref();
  check.unref();
  // The client has sent everything and closed its side: nothing more can be lost.
  socket.once('end', close);
  socket.once('close', () => {
    clearTimeout(deadline);
    clearInterval(check);
  });
}
