// Where the pictures the live examples show are served: the examples write their addresses from the
// site's root. Read by the host rules (any site may load them) and by Open in Snack (which makes the
// addresses absolute).
export const EXAMPLE_PICTURES_PREFIX = '/img/examples/';
