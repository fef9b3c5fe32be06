export { ListsPage } from './ListsPage';
export { ListPage } from './ListPage';
export { LIST_PATTERN } from './list-path';
