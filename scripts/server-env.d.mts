export declare const SERVER_ALLOCATOR_ENV: Readonly<Record<string, string>>;
export declare function serverEnv<T extends Record<string, string | undefined>>(env: T): T & Record<string, string>;
