// webpack defines __VITRINE_VERSION__ at build; jest does not.
(globalThis as { __VITRINE_VERSION__?: string }).__VITRINE_VERSION__ = 'test';
export {};
