#!/bin/sh
# Writes MARQUE_METRICS_TOKEN where prometheus.yml reads it (credentials_file), then runs
# Prometheus with the compose file's arguments.
set -eu
umask 077
printf '%s' "$MARQUE_METRICS_TOKEN" > /prometheus/marque-metrics-token
exec /bin/prometheus "$@"
