#!/usr/bin/env bash
# Makes a throwaway certificate authority and a certificate for localhost and 127.0.0.1 signed by
# it, in the given folder: ca.pem (trust this, in a test's process only), cert.pem and key.pem.
# For serving the export over TLS in tests; never for a real host.
# Usage: scripts/quality/test-cert.sh DIR
set -euo pipefail
dir="$1"
mkdir -p "$dir"
cd "$dir"
[ -f cert.pem ] && [ -f key.pem ] && [ -f ca.pem ] && exit 0
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=Nyumba360 test CA" \
  -keyout ca-key.pem -out ca.pem 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout key.pem -out cert.csr 2>/dev/null
printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' > ext.cnf
openssl x509 -req -in cert.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 2 \
  -extfile ext.cnf -out cert.pem 2>/dev/null
rm -f cert.csr ext.cnf ca.srl
