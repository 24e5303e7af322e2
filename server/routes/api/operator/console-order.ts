import type { FastifyInstance } from 'fastify';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import {
  type ConsoleOrderRow,
  findConsoleOrder,
  findLicenceOfOrder,
  listActions,
} from './operator.repository.ts';
import { operatorOrderDetail } from './operator-order-model.ts';

/** The console's view of an order, read after any change so it shows what was committed. */
export async function consoleOrderDetail(
  app: FastifyInstance,
  order: ConsoleOrderRow,
): Promise<OperatorOrderDetail> {
  const [licence, actions] = await Promise.all([
    findLicenceOfOrder(app.db, order.id),
    listActions(app.db, order.id),
  ]);
  return operatorOrderDetail(order, licence, actions, app.clock.now());
}

/** The same, by reference; null when no order has it. */
export async function consoleOrderDetailByReference(
  app: FastifyInstance,
  reference: string,
): Promise<OperatorOrderDetail | null> {
  const order = await findConsoleOrder(app.db, reference);
  return order ? consoleOrderDetail(app, order) : null;
}
