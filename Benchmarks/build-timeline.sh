#!/usr/bin/env bash
# Where a clean build of the README's one-screen package spends its time, module by module.
#
#   Benchmarks/build-timeline.sh                  the one-screen package (the clean-build row's package)
#   Benchmarks/build-timeline.sh --with-preview   the same with the `preview` executable, as the README's package
#   Benchmarks/build-timeline.sh --floor          the row's floor: the one-test swift-snapshot-testing package
#   Benchmarks/build-timeline.sh --edit           where one edit's rebuild goes (the edit-to-see row), see below
#
# Builds the package clean with `swift build --build-tests`, every compiler job run through a
# wrapper (SWIFT_DRIVER_SWIFT_FRONTEND_EXEC) that logs when the job started and ended and the CPU
# it took (/usr/bin/time). Prints one line a module — its jobs, their CPU seconds, and when its
# first job started and its last one ended, in seconds from the start of the build — then the
# build's wall-clock and CPU time and the core-seconds the machine's cores stood idle:
#
#   module                         jobs    CPU s   from →   to
#   TextUISourceCopy                  3     8.14   2.50 →  8.75
#   TextUI                           15    32.08  11.28 → 30.41
#   …
#   build: 43.5 s wall, 69.6 s CPU on 2 cores; 17.4 core-seconds idle
#
# --edit builds the README's package (with `preview`) once, then ROUNDS times (default 5) edits
# one string in the app's view and runs `swift build --product preview` with `swiftc` replaced by a
# wrapper (SWIFT_EXEC) that logs each compile and link it runs; also a no-op `swift build` and the
# `preview` executable itself. Prints the medians, each part's share of the rebuild:
#
#   no-op swift build (SwiftPM alone)          0.44 s
#   rebuild after the edit                     1.21 s
#     compiling (swiftc, every module it ran)  0.21 s
#     linking the preview executable           0.50 s
#     the rest (SwiftPM, the plugin's copy)    0.50 s
#   preview GreetingView/Idle, built           0.09 s
#
# A diagnostic, not a benchmark: one build on one machine. Compare modules within a run; for a
# figure to judge, use `process-benchmarks.sh clean-build`, which pairs both packages.
# Exit codes: 0 printed, 1 a build or a resolve failed, 2 a wrong argument.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Benchmarks/one-screen-package.sh
source "$root/Benchmarks/one-screen-package.sh"

package=screen
with_preview=0
edit=0
case "${1:-}" in
    "") ;;
    --with-preview) with_preview=1 ;;
    --floor) package=sst ;;
    --edit) with_preview=1; edit=1 ;;
    *) echo "build-timeline.sh: unknown argument \"$1\"; use no argument, --with-preview, --floor or --edit" >&2; exit 2 ;;
esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ "$package" = screen ]; then make_screen_package "$work/$package"; else make_snapshot_testing_package "$work/$package"; fi
[ "$with_preview" = 1 ] && add_preview_executable "$work/$package"
if ! (cd "$work/$package" && timeout 900 swift package resolve > "$work/resolve.log" 2>&1); then
    echo "build-timeline.sh: the package did not resolve (without the network, swift-snapshot-testing must be in SwiftPM's cache); $work/resolve.log said:" >&2
    tail -n 3 "$work/resolve.log" >&2
    exit 1
fi
clean_build_products "$work/$package"

# --edit: the parts of one edit's rebuild, medians over ROUNDS edits (see the header).
edit_breakdown() {
    local dir="$work/$package" view="$work/$package/Sources/Greeting/App/GreetingView.swift" rounds="${ROUNDS:-5}"
    local compiler
    compiler="$(command -v swiftc)"
    # The wrapper: runs the real swiftc and appends "seconds kind" (kind: link or compile).
    cat > "$work/swiftc" <<EOF
#!/usr/bin/env bash
start=\$(date +%s.%N)
"$compiler" "\$@"
status=\$?
kind=compile
for argument in "\$@"; do [ "\$argument" = -emit-executable ] && kind=link; done
awk -v a="\$start" -v b="\$(date +%s.%N)" -v k="\$kind" 'BEGIN { printf "%.3f %s\\n", b - a, k }' >> "$work/swiftc.log"
exit \$status
EOF
    chmod +x "$work/swiftc"
    build() { (cd "$dir" && SWIFT_EXEC="$work/swiftc" /usr/bin/time -f "%e" -o "$work/one.time" swift build --product preview > "$work/build.log" 2>&1) \
        || { echo "build-timeline.sh: the build failed; its last lines:" >&2; tail -n 5 "$work/build.log" >&2; exit 1; }; cat "$work/one.time"; }
    echo "Building $package once, then $rounds edits…" >&2
    build > /dev/null
    build > /dev/null    # settles what changing SWIFT_EXEC made SwiftPM redo
    local noop=() whole=() compile=() link=() run=() i
    for ((i = 1; i <= rounds; i++)); do
        noop+=("$(build)")
        sed -i "s/Text(\"Hello[0-9]*\")/Text(\"Hello$i\")/" "$view"
        : > "$work/swiftc.log"
        whole+=("$(build)")
        compile+=("$(awk '$2 == "compile" { s += $1 } END { printf "%.3f", s }' "$work/swiftc.log")")
        link+=("$(awk '$2 == "link" { s += $1 } END { printf "%.3f", s }' "$work/swiftc.log")")
        grep -q "Hello$i" <("$dir/.build/debug/preview" GreetingView/Idle) \
            || { echo "build-timeline.sh: the rebuilt preview does not show the edit" >&2; exit 1; }
        run+=("$( { /usr/bin/time -f "%e" "$dir/.build/debug/preview" GreetingView/Idle > /dev/null; } 2>&1 )")
    done
    median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    local w c l
    w="$(median "${whole[@]}")"; c="$(median "${compile[@]}")"; l="$(median "${link[@]}")"
    printf '%-42s %s s\n' "no-op swift build (SwiftPM alone)" "$(median "${noop[@]}")"
    printf '%-42s %s s\n' "rebuild after the edit" "$w"
    printf '%-42s %s s\n' "  compiling (swiftc, every module it ran)" "$c"
    printf '%-42s %s s\n' "  linking the preview executable" "$l"
    printf '%-42s %s s\n' "  the rest (SwiftPM, the plugin's copy)" "$(awk -v w="$w" -v c="$c" -v l="$l" 'BEGIN { printf "%.2f", w - c - l }')"
    printf '%-42s %s s\n' "preview GreetingView/Idle, built" "$(median "${run[@]}")"
    echo "medians over $rounds edits; the compile and link lines are what swiftc took, from the wrapper"
}
if [ "$edit" = 1 ]; then edit_breakdown; exit 0; fi

# The wrapper: runs the real frontend and appends "start end user system module kind" to the log.
frontend="$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend"
cat > "$work/frontend.sh" <<EOF
#!/usr/bin/env bash
start=\$(date +%s.%N)
module=""; role=""; previous=""
for argument in "\$@"; do
    case "\$previous" in -module-name) module="\$argument" ;; esac
    case "\$argument" in
        -modulewrap) role="(wrapping modules for the debugger)" ;;
        -print-target-info) role="(asking the compiler for its target)" ;;
        */ManifestAPI) role="(package manifests)" ;;
        */PluginAPI) role="(plugin)" ;;
    esac
    previous="\$argument"
done
case "\$role" in
    "") label="\${module:-(other)}" ;;
    "(plugin)") label="(plugin) \$module" ;;
    *) label="\$role" ;;
esac
"/usr/bin/time" -f "%U %S" -o "$work/time.\$\$" "$frontend" "\$@"
status=\$?
echo "\$start \$(date +%s.%N) \$(tail -n 1 "$work/time.\$\$") \$label" >> "$work/jobs.log"
rm -f "$work/time.\$\$"
exit \$status
EOF
chmod +x "$work/frontend.sh"

echo "Building $package clean, every compiler job logged…" >&2
started="$(date +%s.%N)"
if ! (cd "$work/$package" && SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$work/frontend.sh" \
        /usr/bin/time -f "%e %U %S" -o "$work/build.time" swift build --build-tests > "$work/build.log" 2>&1); then
    echo "build-timeline.sh: the build failed; its last lines:" >&2
    tail -n 5 "$work/build.log" >&2
    exit 1
fi

cores="$(nproc 2> /dev/null || sysctl -n hw.ncpu)"
awk -v t0="$started" -v cores="$cores" -v timefile="$work/build.time" '
    {
        module = $5; for (i = 6; i <= NF; i++) module = module " " $i
        if (!(module in jobs)) { order[++count] = module; first[module] = $1; last[module] = $2 }
        jobs[module]++; cpu[module] += $3 + $4
        if ($1 < first[module]) first[module] = $1
        if ($2 > last[module]) last[module] = $2
        frontend += $3 + $4
    }
    END {
        for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++)
            if (first[order[j]] < first[order[i]]) { t = order[i]; order[i] = order[j]; order[j] = t }
        printf "%-40s %5s %8s %7s   %6s\n", "module", "jobs", "CPU s", "from", "to"
        for (i = 1; i <= count; i++) {
            m = order[i]
            printf "%-40s %5d %8.2f %7.2f → %6.2f\n", m, jobs[m], cpu[m], first[m] - t0, last[m] - t0
        }
        getline line < timefile; split(line, measured, " ")
        wall = measured[1]; total = measured[2] + measured[3]
        printf "build: %.1f s wall, %.1f s CPU (%.1f s of it in compiler jobs) on %d cores; %.1f core-seconds idle\n",
            wall, total, frontend, cores, wall * cores - total
    }' "$work/jobs.log"
