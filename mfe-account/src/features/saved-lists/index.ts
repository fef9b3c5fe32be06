export { ListsPage } from './ListsPage';
export { ListPage } from './ListPage';
