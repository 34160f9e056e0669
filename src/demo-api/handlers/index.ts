/**
 * Every handler of the demo API over one store: the interface and its extensions, the provider
 * endpoints and the controls.
 */
import type { HttpHandler } from 'msw';
import { createRouter, type DemoApiOptions } from '../http/route';
import { actionTypeHandlers } from './action-types';
import { actionHandlers } from './actions';
import { dataFieldHandlers } from './data-fields';
import { demoControlHandlers } from './demo-controls';
import { executionHandlers } from './executions';
import { iconHandlers } from './icons';
import { installedAppHandlers } from './installed-apps';
import { providerHandlers } from './provider';
import { userAndEventHandlers } from './users-events';
import { workflowHandlers } from './workflows';
import { workflowWriteHandlers } from './workflow-writes';

export function createDemoHandlers(options: DemoApiOptions): HttpHandler[] {
  const router = createRouter(options);
  return [
    ...workflowHandlers(router),
    ...workflowWriteHandlers(router),
    ...executionHandlers(router),
    ...dataFieldHandlers(router),
    ...actionHandlers(router),
    ...actionTypeHandlers(router),
    ...userAndEventHandlers(router),
    ...installedAppHandlers(router),
    ...providerHandlers(options.db),
    ...iconHandlers(),
    ...demoControlHandlers(options),
  ];
}
