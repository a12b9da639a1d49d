/** Build-time site variant (vite.config.ts). */
declare const __SITE__: 'vn' | 'cn';
declare const __MODE__: 'dev' | 'test' | 'uat' | 'prod';
declare const __APP_VERSION__: string;
