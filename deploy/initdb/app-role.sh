#!/bin/sh
# Runs once, when PostgreSQL's data folder is new: the servers connect as tabletrio_app, a role
# that owns the tables it makes and nothing more (not the superuser the image starts with).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
    -v password="$(cat "${DB_APP_PASSWORD_FILE:-/run/secrets/db_app_password}")" -v database="$POSTGRES_DB" <<'SQL'
CREATE ROLE tabletrio_app LOGIN PASSWORD :'password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
GRANT CONNECT ON DATABASE :"database" TO tabletrio_app;
GRANT USAGE, CREATE ON SCHEMA public TO tabletrio_app;
SQL
