// Prism highlights every `language-*` element on load unless told otherwise; React renders the
// tokens itself, so Prism must stay manual. It reads this flag once, when its core module runs.
const scope = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism = { ...scope.Prism, manual: true, disableWorkerMessageHandler: true };

export {};
