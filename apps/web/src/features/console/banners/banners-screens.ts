/** The landing page's and the shop's banners: uploads and ordering. */
export { BannersPage } from './components/BannersPage';
