declare const __VITRINE_APP__: string;
declare const __VITRINE_VERSION__: string;
