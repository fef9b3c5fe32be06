import type { GroupHandlers } from '../../http/handler';
import { getCategories } from './get-categories.handler';
import { getCategory } from './get-category.handler';

export const categoriesHandlers = {
  'client/categories/getCategories': getCategories,
  'client/categories/getCategory': getCategory,
} satisfies GroupHandlers<'categories'>;
