import { TEACHER_ROUTES, type AppRoute } from '../routes.js';
import { STAGE_ROUTES, type ApplicationStage } from './stages.js';
import { ACTIVATED_PLACE } from './transitions.js';

/** Activated teachers land on their class schedule. */
export const TEACHER_HOME_ROUTE: AppRoute = TEACHER_ROUTES.booking;

/** The page the login check sends a user to (its `callback`). */
export function callbackFor(stage: ApplicationStage, status: string): AppRoute {
  if (stage === ACTIVATED_PLACE.stage && status === ACTIVATED_PLACE.status)
    return TEACHER_HOME_ROUTE;
  return STAGE_ROUTES[stage];
}
