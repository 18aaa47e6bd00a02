// The promotions remote runs inside the host; opened on its own it says where to go.
document.body.textContent = `Vitrine promotions remote ${__VITRINE_VERSION__}: open the storefront (host) to use it.`;
export {};
