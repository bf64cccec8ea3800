import PreviewCatalog
import TextUI

/// The `preview` executable's driver: takes the command line, writes to the given outputs,
/// and returns the exit code, so tests can run it in-process.
///
/// ```text
/// $ swift run preview
/// ── Login · idle ─────────────────────────
///                 ログイン
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// …
/// ```
/// Exit codes: 0 all good; 1 `check` found a difference, a missing, old-named or orphaned
/// snapshot or an uncovered case (or, with `--strict-a11y`, an unlabelled image or button), a
/// scenario timed out or a preview stopped or hung (any command), or `record`, `gallery` or `check
/// --format html` could not write; 2 the command line (or the catalog: a name twice, a declared
/// variant that cannot be drawn) is wrong, and nothing was written; 128 + N a signal N other than
/// a trap ended the drawing. The states are drawn in a child process (``PreviewSupervisor``)
/// when ``PreviewEnvironment/current(snapshotFolder:sourceFile:arguments:)`` gives one, so a
/// preview that stops (a `fatalError`) or hangs (blocks its thread) is left out and named in
/// one line, and the rest drawn. See ``HelpText`` for every
/// command and option. Messages name the command as ``PreviewEnvironment/commandName`` says.
public enum PreviewCommand {
    /// What `preview --version` prints after the command's name (then the Unicode version of
    /// the width tables: `preview 0.1.0, text widths from Unicode 18.0.0`).
    public static let version = "0.1.0"

    /// Runs `arguments` (without the program name) against `catalog`. `output` and
    /// `errorOutput` each get one chunk of text at a time, to be printed followed by a newline.
    @MainActor
    public static func run(
        _ arguments: [String],
        catalog: Catalog,
        environment: PreviewEnvironment = PreviewEnvironment(),
        output: @escaping (String) -> Void,
        errorOutput: @escaping (String) -> Void
    ) async -> Int32 {
        do throws(UsageError) {
            let options = try PreviewOptions.parse(arguments)
            if options.wantsHelp {
                let directory = environment.snapshotDirectory.map { SnapshotDirectory.display($0, in: environment) }
                output(ConsoleText(lines: HelpText.text(command: environment.commandName, snapshotDirectory: directory)).text)
                return 0
            }
            if options.wantsVersion {
                output(ConsoleText("\(environment.commandName) \(version), text widths from Unicode \(DisplayWidth.unicodeVersion)").text)
                return 0
            }
            guard !catalog.screens.isEmpty else { throw .emptyCatalog }
            try CatalogNames.requireUnique(catalog)
            try CatalogNames.requireDrawableVariants(catalog)
            let commands = options.command == .show ? PreviewOptions.commandWords : []
            let selection = try Selection(options.filters, in: catalog, commands: commands)
            let child = PreviewChild(variables: environment.variables, catalog: catalog)
            child?.watchParent(variables: environment.variables)
            // Every command runs previews' code (list runs their scenarios): in a child process,
            // so one that stops or hangs loses only its own state.
            if child == nil, !options.isInProcess, let launch = environment.launchChild,
               let code = PreviewSupervisor(catalog: catalog, environment: environment, launch: launch, timeout: options.timeout)
                .run(arguments, output: output, errorOutput: errorOutput) {
                return code
            }
            let console = Console(output: output, errorOutput: errorOutput, paint: Paint(isEnabled: options.color.isEnabled(in: environment) && options.format == .text))
            let context = CommandContext(catalog: catalog, options: options, selection: selection, environment: environment, console: console, child: child)
            switch options.command {
            case .show: return await ShowCommand.run(context)
            case .list: return await ListCommand.run(context)
            case .record: return try await RecordCommand.run(context)
            case .check: return try await CheckCommand.run(context)
            case .gallery: return await GalleryCommand.run(context)
            }
        } catch {
            errorOutput(ConsoleText(line: error.message(command: environment.commandName)).text)
            return 2
        }
    }
}
