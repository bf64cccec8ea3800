import PreviewCatalog
/// What `preview --help` prints, naming the command as it was run and the snapshot folder it
/// uses (relative to the current directory when inside it).
///
/// ```swift
/// HelpText.text(command: "preview", snapshotDirectory: "Tests/__Snapshots__")
/// ```
enum HelpText {
    static func text(command: String, snapshotDirectory: String?) -> String {
        let directory = snapshotDirectory ?? "\(PreviewEnvironment.defaultSnapshotFolder) in the package root"
        return """
            OVERVIEW: Shows every screen in every state as text, and records and checks their snapshots.

            USAGE: \(command) [<filter>...] [--width N] [--style S] [--format F] [--shard i/n] [--color C]
                   \(command) list [<filter>...] [--format F]
                   \(command) record [<filter>...] [--dir DIR] [--force] [--format F]
                   \(command) check [<filter>...] [--dir DIR] [--format F] [--strict-a11y] [--out DIR]
                   \(command) gallery [<filter>...] --out DIR

            COMMANDS:
              (none)      draw the screen states
              list        screens, their states, the case each state is in, and uncovered cases
              record      write one snapshot file per screen state in every variant; deletes
                          nothing but, with --prune, the orphaned files it lists;
                          renames files named by the older percent-encoding scheme
              check       compare with the snapshots, never writing; print a diff for each difference,
                          missing snapshots, orphaned files and uncovered cases
              gallery     write DIR/index.html: every screen state in every variant as a card,
                          one self-contained page for a browser

            FILTER:
              Login              every state of one screen
              Login/error        one state
              'Log*' '*/error'   a glob: * any run, ? one character, [ab] [a-z] [!a] a set;
                                 before the first / it matches screens, after it states
              Login Main         several filters: every state any of them picks, once, in
                                 catalog order; each must pick something

            OPTIONS:
              --width N                    columns to draw at, 1 to 1000 (default 40); for record,
                                           check and gallery, one variant instead of every
                                           variant each screen declares
              --style unicode|ascii        characters for rules and boxes (default unicode)
              --format F                   how to write the result (default text):
                                           showing  text|markdown|json|a11y (a11y: what a
                                                    screen reader announces, element by element)
                                           list     text|markdown|json
                                           record   text|markdown|json|junit
                                           check    text|markdown|json|junit|html
                                                    (json: one object per snapshot with its
                                                    status and diff; junit: one test case per
                                                    snapshot; markdown: for a PR; html: a page
                                                    in --out, recorded and rendered side by side)
              --shard i/n                  part i of n: every n-th screen state from the i-th, for
                                           splitting a check across machines
              --color auto|always|never    auto colors only on a terminal without NO_COLOR (default auto)
              --timeout SECONDS            how long a scenario may run before it fails, for scenarios
                                           that set no timeout of their own (default \(ScenarioTimeout.seconds(ScenarioTimeout.defaultTimeout)))
              --dir DIR                    snapshot directory for record and check
                                           (default \(directory))
              --force                      let record write on CI
              --prune                      let record delete the orphaned files it finds (files
                                           no state produces), and nothing else
              --out DIR                    folder for the page of gallery and check --format html,
                                           and for --format junit's file instead of standard
                                           output: check.xml, or check-shard-i-of-n.xml with
                                           --shard (record.xml for record)
              --strict-a11y                check fails on an image or button with no accessibility
                                           label (default: a warning)
              --in-process                 draw in this process, not a child: for a debugger, whose
                                           breakpoints in a view then fire (a preview that stops
                                           then ends the command)
              -h, --help                   show this help
              --version                    show the version

            EXIT CODES:
              0  all good
              1  check found a difference, a missing, old-named or orphaned snapshot, a leftover
                 temporary file or an uncovered case (or, with --strict-a11y, an unlabelled image or
                 button); a scenario timed out; a preview stopped or hung (see below); or record, gallery
                 or check --format html could not or would not write a file (a link out of --dir,
                 a folder where a file goes)
              2  the command line is wrong, or the catalog is (a name twice, a variant that
                 cannot be drawn); nothing was written
              128+N  a signal N other than a trap (an interrupt) ended the drawing

            A PREVIEW THAT STOPS:
              The states are drawn in a child process. A preview that stops it (a fatalError,
              such as an @EnvironmentObject no view supplies) is left out with one line saying
              what stopped it, and the rest are drawn, as Xcode's canvas shows one broken
              preview; the command then exits 1. One that does not return within its timeout
              plus 1 s (it blocks its thread: a lock, an endless loop) is ended and left out the
              same way, as hung. A stop or a hang outside any state ends the command with one
              line and exit 1. --in-process draws in the command's own process instead.
            """
    }
}
