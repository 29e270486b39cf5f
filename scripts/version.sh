# The workspace's version (Cargo.toml's [workspace.package]), for the scripts that name packages
# by it: `source scripts/version.sh` sets `version`, or stops the script saying why.
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"$/\1/p' Cargo.toml)
[[ -n "$version" ]] || { echo "${0##*/}: no version in Cargo.toml's [workspace.package]" >&2; exit 1; }
