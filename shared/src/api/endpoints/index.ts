// Every operator API call, declared once. Re-exported per area.
export {};
