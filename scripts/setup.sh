# Sourced by scripts/serve and scripts/test: installs what is missing, skips what is present.
# Every step is idempotent; nothing here downloads from anywhere but the package registries.
#   SETUP_BROWSER=1  also install Debian's chromium and chromium-driver (the tests need them).

set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must match the wasm-bindgen crate in Cargo.lock exactly.
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"

step() { printf '\n== %s\n' "$*"; }

# rust-toolchain.toml pins 1.95.0. Where the machine's stable toolchain is that version, link it
# under that name rather than downloading a second copy.
RUST_VERSION=1.95.0
if ! (cd / && rustup run "$RUST_VERSION" rustc --version >/dev/null 2>&1); then
  if [ "$(cd / && rustc +stable --version 2>/dev/null | cut -d' ' -f2)" = "$RUST_VERSION" ]; then
    step "rustup toolchain link $RUST_VERSION (the installed stable)"
    (cd / && rustup toolchain link "$RUST_VERSION" "$(rustc +stable --print sysroot)")
  else
    step "rustup toolchain install $RUST_VERSION"
    (cd / && rustup toolchain install "$RUST_VERSION" --profile minimal -c rustfmt,clippy)
  fi
fi
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  step "rustup target add wasm32-unknown-unknown"
  # A linked toolchain cannot add targets itself: add to the toolchain the link points at.
  real="$(basename "$(readlink -f "$(rustc --print sysroot)")")"
  (cd / && rustup target add --toolchain "$real" wasm32-unknown-unknown)
fi

if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  step "cargo install trunk $TRUNK_VERSION (about 16 minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  step "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 8 minutes, once)"
  # Not --locked: the registry mirror lacks a few of the newest crates its lock file names.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# npm: @playwright/test for the browser tests, binaryen for the wasm-opt that trunk uses.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/playwright ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

# The tests also need python3 (the structure check) and a TrueType font (the photo reader's
# tests render grids with it: DejaVu, or a font of the training set).
if [ "${SETUP_BROWSER:-0}" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] \
   || ! command -v python3 >/dev/null || [ ! -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; }; then
  step "apt-get install chromium chromium-driver python3 fonts-dejavu-core"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-driver python3 fonts-dejavu-core
fi
