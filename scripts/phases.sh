# Sourced by .ci/run and scripts/test.sh: `phase NAME` says a step starts and when, and, with
# $TABLETRIO_PHASE_LOG set (a file), writes it there so `phase_summary` can list every step's
# time so far. CI shows only the output's tail, so the summary is what must come last.
phase() {
    echo "== $1 (at $((SECONDS / 60)) min $((SECONDS % 60)) s)"
    [[ -n "${TABLETRIO_PHASE_LOG:-}" ]] && echo "$(date +%s) $1" >>"$TABLETRIO_PHASE_LOG"
    return 0
}

# Each step's minutes and seconds, the last one up to now.
phase_summary() {
    [[ -s "${TABLETRIO_PHASE_LOG:-}" ]] || return 0
    local now
    now=$(date +%s)
    echo "== time by step"
    awk -v now="$now" '
        { at[NR] = $1; $1 = ""; name[NR] = substr($0, 2) }
        END {
            for (i = 1; i <= NR; i++) {
                end = (i < NR) ? at[i + 1] : now
                d = end - at[i]
                printf "%4d min %2d s  %s\n", d / 60, d % 60, name[i]
            }
            d = now - at[1]
            printf "%4d min %2d s  all\n", d / 60, d % 60
        }' "$TABLETRIO_PHASE_LOG"
}
