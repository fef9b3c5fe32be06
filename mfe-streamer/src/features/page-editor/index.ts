export { PageEditorPage } from './PageEditorPage';
