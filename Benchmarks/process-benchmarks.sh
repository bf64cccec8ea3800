#!/usr/bin/env bash
# Whole-process and build figures for BENCHMARKS.md, measured with /usr/bin/time.
#
#   Benchmarks/process-benchmarks.sh [preview-check] [clean-build] [edit-to-see]   (no name: all)
#   BEFORE=/tmp/before Benchmarks/process-benchmarks.sh clean-build-since
#
# Each row times its measured command and its floor command interleaved (A B A B …) and
# prints the median and the range of the pair-by-pair ratios, as `swift run -c release
# benchmarks` does for the in-process rows. PAIRS=n changes the number of pairs.
#
#   preview-check  `preview check` of the example catalog ÷ `preview --help`, both release
#                  processes started from the package root; each sample runs the command
#                  RUNS times (default 20) so /usr/bin/time's 10 ms resolution does not matter.
#                  Also prints what check adds to the process, per snapshot it compares.
#   clean-build    clean `swift build --build-tests` of a one-screen package that depends on
#                  ViewStateKit by path, laid out as the README's quick start (the app's
#                  SwiftUI file through TextUICopy) ÷ the same for a one-test package that depends on
#                  swift-snapshot-testing 1.19. Both packages are made in a temporary folder;
#                  the second only when SwiftPM can resolve swift-snapshot-testing without the
#                  network (its cache or a local mirror has it), else the row says it is skipped.
#   edit-to-see    in the one-screen package (with a `preview` executable, as the README's
#                  package has), change one string in the app's view file, then `swift run
#                  preview GreetingView/Idle` until it shows the new string ÷ the same kind of edit then
#                  `swift build` alone; both debug, as a user iterates. Also prints the absolute
#                  time from the edit to seeing it (goal ≤ 1 s on a quiet machine).
#   clean-build-since  the clean-build row's package on this checkout ÷ the same package on the
#                  checkout BEFORE names (an earlier commit: `git worktree add /tmp/before
#                  <commit>`), interleaved, 3 pairs by default: what a change did to a team's
#                  clean build, side by side, whatever the floor does that day. Not in "all".
#
# Exit codes: 0 the rows ran (whatever the timings; nothing here judges them), 2 a wrong
# argument, 1 a command the row needs failed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Benchmarks/one-screen-package.sh
source "$root/Benchmarks/one-screen-package.sh"
pairs="${PAIRS:-}"
runs="${RUNS:-20}"
rows=("$@")
[ ${#rows[@]} -eq 0 ] && rows=(preview-check clean-build edit-to-see)
for row in "${rows[@]}"; do
    case "$row" in
        preview-check|clean-build|edit-to-see) ;;
        clean-build-since)
            [ -f "${BEFORE:-}/Package.swift" ] || { echo "process-benchmarks.sh: clean-build-since needs BEFORE=<a checkout of an earlier commit> (git worktree add /tmp/before <commit>); BEFORE is \"${BEFORE:-}\"" >&2; exit 2; } ;;
        *) echo "process-benchmarks.sh: no row named \"$row\"; known: preview-check, clean-build, edit-to-see, clean-build-since" >&2; exit 2 ;;
    esac
done

# "elapsed cpu": the wall-clock and the CPU (user + system) seconds one run of a command took,
# by /usr/bin/time; CPU time counts the processes the command waited for. The command's own
# output goes to /dev/null.
seconds_of() {
    local log
    log="$(mktemp)"
    if ! /usr/bin/time -f "%e %U %S" -o "$log" "$@" > /dev/null 2>&1; then
        echo "process-benchmarks.sh: this command failed: $*" >&2
        rm -f "$log"
        exit 1
    fi
    tail -n 1 "$log" | awk '{ printf "%s %.2f", $1, $2 + $3 }'
    rm -f "$log"
}

# Prints the report for one row from lines "A B cpuA cpuB" (wall-clock and CPU seconds per
# unit of each side, one pair a line). The row's ratio is the wall-clock one; the CPU ratio
# follows, steadier on a machine other work keeps busy.
report() {
    local name="$1" title="$2" label_a="$3" label_b="$4" unit="$5" goal="$6" samples="$7"
    echo "$samples" | awk -v name="$name" -v title="$title" -v la="$label_a" -v lb="$label_b" \
        -v unit="$unit" -v goal="$goal" '
        function median(values, n,    i, j, t, sorted) {
            for (i = 1; i <= n; i++) sorted[i] = values[i]
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (sorted[j] < sorted[i]) { t = sorted[i]; sorted[i] = sorted[j]; sorted[j] = t }
            return n % 2 ? sorted[(n + 1) / 2] : (sorted[n / 2] + sorted[n / 2 + 1]) / 2
        }
        function duration(s) { return s < 1 ? sprintf("%.1f ms", s * 1000) : sprintf("%.2f s", s) }
        NF == 4 { n++; a[n] = $1; b[n] = $2; r[n] = ($2 > 0) ? $1 / $2 : 0
                  c[n] = ($4 > 0) ? $3 / $4 : 0
                  if (n == 1 || r[n] < low) low = r[n]; if (n == 1 || r[n] > high) high = r[n]
                  if (n == 1 || c[n] < clow) clow = c[n]; if (n == 1 || c[n] > chigh) chigh = c[n] }
        END {
            m = median(r, n)
            printf "== %s: %s (release)\n", name, title
            printf "   %-34s %s per %s\n", la, duration(median(a, n)), unit
            printf "   %-34s %s per %s\n", lb, duration(median(b, n)), unit
            verdict = goal == "retired" ? "goal retired" : sprintf("goal ≤ %s× — %s", goal, (m <= goal + 0 ? "met" : "NOT MET"))
            printf "   ratio %.2f× median (%.2f×–%.2f×) over %d pairs; %s\n", m, low, high, n, verdict
            printf "   CPU time (user + system) ratio %.2f× median (%.2f×–%.2f×)\n", median(c, n), clow, chigh
        }'
}

preview_check() {
    echo "Building preview (release)…" >&2
    (cd "$root" && swift build -c release --product preview > /dev/null)
    local preview="$root/.build/release/preview"
    local loop_check="cd '$root' && for i in \$(seq $runs); do '$preview' check > /dev/null || exit 1; done"
    local loop_help="cd '$root' && for i in \$(seq $runs); do '$preview' --help > /dev/null || exit 1; done"
    local samples="" pair a b
    for pair in $(seq "${pairs:-10}"); do
        a="$(seconds_of sh -c "$loop_check")"
        b="$(seconds_of sh -c "$loop_help")"
        samples+="$(echo "$a $b" | awk -v n="$runs" '{ printf "%.6f %.6f %.6f %.6f", $1 / n, $3 / n, $2 / n, $4 / n }')"$'\n'
    done
    # The goal is retired (BENCHMARKS.md): the ratio grows with the catalog and tells a user
    # nothing; check-per-snapshot and check-scaling judge check now. Kept as a diagnostic.
    report preview-check "preview check of the example catalog ÷ preview --help, as processes (goal retired)" \
        "preview check" "preview --help" "run" retired "$samples"
    # What a catalog of any size can be judged by: what check adds to starting the process,
    # per snapshot it compares (BENCHMARKS.md, "Where the rest goes").
    local snapshots
    snapshots="$(cd "$root" && "$preview" check | sed -n 's/^check: \([0-9]*\) snapshots match.*/\1/p')"
    echo "$samples" | awk -v n="${snapshots:-0}" '
        NF == 4 { count++; extra[count] = ($1 - $2) }
        END {
            if (n == 0 || count == 0) { print "   (no per-snapshot figure: check did not report its snapshots)"; exit }
            for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (extra[j] < extra[i]) { t = extra[i]; extra[i] = extra[j]; extra[j] = t }
            m = count % 2 ? extra[(count + 1) / 2] : (extra[count / 2] + extra[count / 2 + 1]) / 2
            printf "   check beyond --help: %.0f µs per snapshot, median over %d pairs (%d snapshots)\n", m / n * 1e6, count, n
        }'
}

# Clean `swift build --build-tests` of package A then package B, PAIRS times (default 3),
# interleaved; prints one line a pair, "A B cpuA cpuB", as `report` reads them.
paired_clean_builds() {
    local a_dir="$1" b_dir="$2" pair a b
    for pair in $(seq "${pairs:-3}"); do
        clean_build_products "$a_dir"
        a="$(seconds_of sh -c "cd '$a_dir' && swift build --build-tests")"
        clean_build_products "$b_dir"
        b="$(seconds_of sh -c "cd '$b_dir' && swift build --build-tests")"
        echo "$a $b" | awk '{ print $1, $3, $2, $4 }'
    done
}

clean_build() {
    work="$(mktemp -d)"
    trap 'rm -rf "${work:-}"' EXIT
    make_screen_package "$work/screen"
    local shape="one-screen package"
    if [ "${WITH_PREVIEW:-0}" = 1 ]; then add_preview_executable "$work/screen"; shape="one-screen package with its preview executable"; fi
    make_snapshot_testing_package "$work/sst"
    (cd "$work/screen" && swift package resolve > /dev/null 2>&1) || { echo "process-benchmarks.sh: the one-screen package did not resolve" >&2; exit 1; }
    if ! (cd "$work/sst" && timeout 900 swift package resolve > "$work/sst-resolve.log" 2>&1); then
        echo "== clean-build: skipped — swift-snapshot-testing 1.19 could not be resolved without the network (it is in no SwiftPM cache or local mirror here); the one-screen package alone:"
        clean_build_products "$work/screen"
        echo "   one-screen package on ViewStateKit: $(seconds_of sh -c "cd '$work/screen' && swift build --build-tests" | awk '{ print $1 " s, " $2 " s of CPU" }')"
        return
    fi
    local samples
    samples="$(paired_clean_builds "$work/screen" "$work/sst")"
    report clean-build "clean swift build --build-tests, $shape on ViewStateKit ÷ one-test package on swift-snapshot-testing 1.19" \
        "one screen, ViewStateKit" "one test, swift-snapshot-testing" "build" 2.5 "$samples" | sed 's/ (release)$/ (debug build)/'
}

clean_build_since() {
    work="$(mktemp -d)"
    trap 'rm -rf "${work:-}"' EXIT
    local before
    before="$(cd "$BEFORE" && pwd)"
    # Named apart from any checkout (`/tmp/before`): SwiftPM knows a package by its folder's name.
    make_screen_package "$work/one-screen-now"
    (root="$before"; make_screen_package "$work/one-screen-before")
    local side
    for side in now before; do
        (cd "$work/one-screen-$side" && swift package resolve > /dev/null 2>&1) || { echo "process-benchmarks.sh: the one-screen package on $side did not resolve" >&2; exit 1; }
    done
    local samples
    samples="$(paired_clean_builds "$work/one-screen-now" "$work/one-screen-before")"
    report clean-build-since "clean swift build --build-tests of the one-screen package, this checkout ÷ $before" \
        "this checkout" "before" "build" retired "$samples" | sed 's/ (release)$/ (debug build)/; s/; goal retired$//'
}

edit_to_see() {
    work="$(mktemp -d)"
    trap 'rm -rf "${work:-}"' EXIT
    local dir="$work/screen"
    make_screen_package "$dir"
    add_preview_executable "$dir"
    echo "Building the one-screen package once (debug)…" >&2
    (cd "$dir" && swift build > "$work/build.log" 2>&1) || { cat "$work/build.log" >&2; echo "process-benchmarks.sh: the one-screen package did not build" >&2; exit 1; }
    local samples="" pair a b
    for pair in $(seq "${pairs:-5}"); do
        # The same one-string edit each side: the idle greeting gets a new word.
        sed -i "s/case .idle: Text(\"[^\"]*\")/case .idle: Text(\"Hello A$pair\")/" "$dir/Sources/Greeting/App/GreetingView.swift"
        a="$(seconds_of sh -c "cd '$dir' && swift run preview GreetingView/Idle 2> /dev/null | grep -q 'Hello A$pair'")"
        sed -i "s/case .idle: Text(\"[^\"]*\")/case .idle: Text(\"Hello B$pair\")/" "$dir/Sources/Greeting/App/GreetingView.swift"
        b="$(seconds_of sh -c "cd '$dir' && swift build")"
        samples+="$(echo "$a $b" | awk '{ print $1, $3, $2, $4 }')"$'\n'
    done
    report edit-to-see "edit one string, then swift run preview GreetingView/Idle shows it ÷ the same edit, then swift build alone" \
        "edit → preview shows it" "edit → swift build" "edit" 1.3 "$samples" | sed 's/ (release)$/ (debug build)/'
    echo "$samples" | awk 'NF == 4 { n++; a[n] = $1 } END { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }; printf "   edit to seeing it: %.2f s median over %d edits (goal ≤ 1 s on a quiet machine)\n", n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2, n }'
}

for row in "${rows[@]}"; do
    case "$row" in
        preview-check) preview_check ;;
        clean-build) clean_build ;;
        edit-to-see) edit_to_see ;;
        clean-build-since) clean_build_since ;;
    esac
done
