// Only a dynamic import: the federation runtime negotiates the shared singletons first.
void import('./bootstrap');
