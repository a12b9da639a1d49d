/** The games platform's public API: what the launcher and the app server may use. */
export {};
