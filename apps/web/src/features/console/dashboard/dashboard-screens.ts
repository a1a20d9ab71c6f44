/** The console's home: the overview and the funnel counts. */
export { ConsoleHomePage } from './components/ConsoleHomePage';
