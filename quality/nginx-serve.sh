#!/usr/bin/env bash
# Serves out/ with deploy/nginx.conf exactly as committed, for the end-to-end tests: only
# `listen` and `root` are rewritten to a local port and this checkout's export.
# Usage: quality/nginx-serve.sh [port]   (runs in the foreground until stopped)
set -euo pipefail
port="${1:-4174}"
here="$(cd "$(dirname "$0")/.." && pwd)"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
if [ ! -x "$nginx_bin" ]; then
  echo "nginx is not installed (Debian: apt-get install nginx-light)" >&2
  exit 1
fi
if [ ! -f "$here/out/index.html" ]; then
  echo "No export in out/: run npm run build first" >&2
  exit 1
fi
mime="/etc/nginx/mime.types"
[ -f "$mime" ] || { echo "missing $mime" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed -e "s|^\(\s*\)listen 80;|\1listen 127.0.0.1:$port;|" \
    -e "/listen \[::\]:80;/d" \
    -e "s|root /var/www/nyumba360/out;|root $here/out;|" \
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
