#!/bin/sh
# Runs a command inside the official nginx image's file layout, built around this machine's nginx:
# the image's stock nginx.conf and entrypoint (image/), the project's render-config.sh, templates
# and docker-entrypoint.d scripts where the Dockerfile puts them, the built client, the certificate
# and ACME folders where compose mounts them. The container is what is tested; nothing on the
# machine changes: run it as root inside `unshare -m`, so every mount here is private to it.
#   image-root.sh ROOT STATIC_ROOT LETSENCRYPT_DIR ACME_DIR PAGES_DIR COMMAND...
set -eu

root=$1 static=$2 letsencrypt=$3 acme=$4 pages=$5
shift 5
here=$(cd "$(dirname "$0")" && pwd)
project=$(cd "$here/../.." && pwd)

[ "$(id -u)" = 0 ] || { echo "image-root.sh must run as root inside unshare -m" >&2; exit 1; }
mount --make-rprivate /

for dir in usr proc dev run tmp etc/nginx/conf.d opt/wedding-nginx var/log/nginx var/lib/nginx \
  var/cache/nginx var/www/certbot var/lib/wedding/pages etc/letsencrypt docker-entrypoint.d; do
  mkdir -p "$root/$dir"
done
chmod 755 "$root"
chmod 1777 "$root/tmp"
for link in bin sbin lib lib64; do
  [ -e "$root/$link" ] || ln -s "usr/$link" "$root/$link"
done

# /etc: the machine's users plus the image's `nginx` user, Docker's resolver, the image's nginx.conf.
cp /etc/passwd /etc/group /etc/nsswitch.conf /etc/hosts "$root/etc/"
cp -a /etc/alternatives "$root/etc/" # awk and friends are links through it
grep -q '^nginx:' "$root/etc/passwd" || echo 'nginx:x:101:101:nginx:/nonexistent:/bin/false' >> "$root/etc/passwd"
grep -q '^nginx:' "$root/etc/group" || echo 'nginx:x:101:' >> "$root/etc/group"
echo 'nameserver 127.0.0.11' > "$root/etc/resolv.conf"
cp "$here/image/nginx.conf" /etc/nginx/mime.types "$root/etc/nginx/"
ln -sf /dev/stdout "$root/var/log/nginx/access.log"
ln -sf /dev/stderr "$root/var/log/nginx/error.log"

# The image's entrypoint, its scripts, and the project's files where the Dockerfile copies them.
cp "$here/image/docker-entrypoint.sh" "$root/docker-entrypoint.sh"
cp -p "$here/image/docker-entrypoint.d/"* "$root/docker-entrypoint.d/"
for script in "$project/nginx/docker-entrypoint.d/"*; do
  target="$root/docker-entrypoint.d/$(basename "$script")"
  touch "$target"
  mount --bind "$script" "$target"
done
mount --bind "$project/nginx" "$root/opt/wedding-nginx"

mount --bind /usr "$root/usr"
mount --bind "$static" "$root/usr/share/nginx/html"
mount --rbind /proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --bind "$letsencrypt" "$root/etc/letsencrypt"
mount --bind "$acme" "$root/var/www/certbot"
mount --bind "$pages" "$root/var/lib/wedding/pages"

exec chroot "$root" "$@"
