# The edge of deploy/compose.yaml: Debian's nginx and its cache-purge module, which deploy/nginx.conf uses to
# drop an identifier page when its data changes (decision 0077); the official nginx image has no such module.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-cache-purge \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && mkdir -p /var/cache/nginx \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
