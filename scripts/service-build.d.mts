// The types of scripts/service-build.mjs.
export declare const SERVICE_BUNDLE_DIR: string;
export declare const SERVICE_BUNDLE: string;
export declare const SERVICE_BUILD_CONFIG: string;
/** Why the build cannot be run as it is (missing, or a source changed since), or null. */
export declare function staleBundle(): string | null;
