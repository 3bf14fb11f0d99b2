#!/bin/sh
# Installs what the tests need on Debian or Ubuntu: check and pkg-config,
# rsvg-convert (librsvg2-bin) and python3 for the rendered pictures' test,
# unifdef for make submit, zip and unzip for make package.
set -e
packages="check pkg-config librsvg2-bin python3 unifdef zip unzip"
if [ "$(id -u)" = 0 ]; then
    sudo=
elif command -v sudo >/dev/null 2>&1; then
    sudo=sudo
else
    echo "install-deps: need root (or sudo) to install: $packages" >&2
    exit 1
fi
echo "install-deps: installing $packages" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -q $packages >/dev/null 2>&1 ||
    { $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q $packages; }
