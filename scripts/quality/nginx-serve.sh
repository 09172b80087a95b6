#!/usr/bin/env bash
# Serves out/ with deploy/nginx.conf as committed, for the end-to-end tests and the headers gate:
# only what ties the file to a production host is rewritten, namely the addresses it listens on
# (127.0.0.1 and the given ports), the export's folder, the certificate (a throwaway one, see
# scripts/quality/test-cert.sh) and where the included security headers file is.
# Usage: scripts/quality/nginx-serve.sh HTTPS_PORT HTTP_PORT [CERT_DIR]   (foreground until stopped)
set -euo pipefail
https_port="${1:-4174}"
http_port="${2:-4176}"
here="$(cd "$(dirname "$0")/../.." && pwd)"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
if [ ! -x "$nginx_bin" ]; then
  echo "nginx is not installed (Debian: apt-get install nginx-light)" >&2
  exit 1
fi
if [ ! -f "$here/out/index.html" ] || [ ! -f "$here/out/_nginx/csp-map.conf" ]; then
  echo "No export in out/ (or no CSP map in it): run npm run build first" >&2
  exit 1
fi
mime="/etc/nginx/mime.types"
[ -f "$mime" ] || { echo "missing $mime" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
certs="${3:-$work/certs}"
bash "$here/scripts/quality/test-cert.sh" "$certs"
mkdir -p "$work/acme"
sed -e "s|^\(\s*\)listen 443 ssl http2;|\1listen 127.0.0.1:$https_port ssl http2;|" \
    -e "s|^\(\s*\)listen 80;|\1listen 127.0.0.1:$http_port;|" \
    -e "/listen \[::\]:/d" \
    -e "s|ssl_certificate /etc/letsencrypt/live/[^ ]*;|ssl_certificate $certs/cert.pem;|" \
    -e "s|ssl_certificate_key /etc/letsencrypt/live/[^ ]*;|ssl_certificate_key $certs/key.pem;|" \
    -e "s|root /var/www/letsencrypt;|root $work/acme;|" \
    -e "s|/var/www/nyumba360/out|$here/out|g" \
    -e "s|include snippets/nyumba360-security-headers.conf;|include $here/deploy/security-headers.conf;|" \
    "$here/deploy/nginx.conf" > "$work/site.conf"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $work/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include $mime;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    sendfile on;
    include $work/site.conf;
}
CONF
"$nginx_bin" -t -q -c "$work/nginx.conf" -e stderr
exec "$nginx_bin" -c "$work/nginx.conf" -e stderr
