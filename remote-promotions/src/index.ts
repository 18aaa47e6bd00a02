// A remote's own entry is only an async boundary; what it offers is in ./exposes.
import('./bootstrap');
