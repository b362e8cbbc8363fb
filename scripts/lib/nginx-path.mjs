// One place that says which nginx the HTTP tests start: NGINX_PATH, else Debian's, with Debian's
// Brotli module (package libnginx-mod-http-brotli-static) beside it.
export const nginxPath = () => process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const NGINX_DEBIAN_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
