/// `preview check [filter] [--dir DIR]`: compares each picked screen state with its snapshot
/// and never writes. Prints a unified diff per difference, then missing snapshots, orphaned
/// files and uncovered cases; exits 1 if there is any.
///
/// ```text
/// $ swift run preview check
/// --- Login/error.txt (recorded)
/// +++ Login/error.txt (rendered)
/// @@ -3,6 +3,6 @@
///  メールアドレスとパスワードを入力してくだ
///  さい。
///
/// -⚠ ログインできませんでした
/// +⚠ ログインに失敗しました
///
///  [ もう一度試す ]
/// missing    Login/success.txt — no snapshot yet
/// orphaned   Login/old.txt — no state produces it
/// leftover   Login/.idle.txt.tmp-3f9a0c1e — a temporary file an interrupted record left
/// uncovered  Login .error — no preview reaches it
/// check failed: 1 differs, 1 missing, 1 orphaned, 1 uncovered in Tests/ExampleAppTests/__Snapshots__.
/// Run 'swift run preview record' to accept the rendered text, delete orphaned files, and add a preview for each uncovered case.
/// ```
/// ```text
/// $ swift run preview check
/// check: 5 snapshots match, 4 of 4 cases covered in Tests/ExampleAppTests/__Snapshots__
/// ```
enum CheckCommand {
    @MainActor
    static func run(_ context: CommandContext) async throws(UsageError) -> Int32 {
        let environment = context.environment
        let directory = try SnapshotDirectory.url(context.options, in: environment)
        try SnapshotDirectory.requireNotAFile(directory, in: environment)
        try CatalogNames.requireDistinctFiles(context.allKeys)

        let store = SnapshotStore(directory: directory)
        let console = context.console
        var report = CheckReport()
        for item in context.shardItems {
            let key = context.key(item)
            let text = await context.rendered(item).text
            let recorded: String?
            do {
                recorded = try store.read(key)
            } catch {
                report.unreadable.append("\(key.relativePath) — \(error)")
                continue
            }
            guard let recorded else {
                report.missing.append(key.relativePath)
                continue
            }
            report.checked += 1
            let label = key.relativePath
            // Compared as the files hold them, each with its final newline.
            if let diff = LineDiff.unified(from: recorded + "\n", to: text + "\n", oldLabel: "\(label) (recorded)", newLabel: "\(label) (rendered)") {
                report.differing.append(label)
                console.output(console.paint.diff(diff))
            }
        }
        do {
            report.orphaned = Orphans.find(recorded: try store.recordedRelativePaths(), produced: context.allKeys, options: context.options)
        } catch {
            report.unreadable.append("\(SnapshotDirectory.display(directory, in: environment)) — \(error)")
        }
        report.leftovers = store.leftoverTemporaryFiles()
        report.coverage = await coverage(context)
        for line in report.findings(paint: console.paint) { console.output(line) }
        for line in report.summary(in: SnapshotDirectory.display(directory, in: environment), isCI: environment.isCI, paint: console.paint) {
            console.output(line)
        }
        return report.isClean ? 0 : 1
    }

    /// Coverage of the screens with picked states, split by shard like everything else.
    @MainActor
    private static func coverage(_ context: CommandContext) async -> [(screen: String, coverage: ScreenCoverage)] {
        var result: [(String, ScreenCoverage)] = []
        for screen in context.options.shard.part(of: context.selection.screens) {
            result.append((context.catalog.screens[screen].name, await context.coverage(ofScreen: screen)))
        }
        return result
    }
}
