// Async boundary: shared singletons are negotiated before the app's code runs.
import('./bootstrap');
