/** Set by the federation config factory (DefinePlugin). */
declare const __CLIPYARD_BUILD_LABEL__: string;
declare const __CLIPYARD_APP__: string;
/** The version of @clipyard/shared (the platform) this build was made with (ADR 0104). */
declare const __CLIPYARD_PLATFORM_VERSION__: string;
