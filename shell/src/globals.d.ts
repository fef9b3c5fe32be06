/** Set by the federation config factory (DefinePlugin). */
declare const __CLIPYARD_BUILD_LABEL__: string;
declare const __CLIPYARD_APP__: string;
