import { demoTour } from './support/demo-tour';

// Journey (issue 36): the demo data's screens at 1280 px (support/demo-tour.ts, decision 057).
demoTour(1280);
