import PreviewCatalog
import TextUI
import TextSnapshots

/// A `preview` command line, read and checked: the command, the filters and every option.
///
/// ```swift
/// try PreviewOptions.parse(["check", "Login", "Order*", "--width", "32"])
/// // command: .check, filters: ["Login", "Order*"], width: 32, everything else the default
/// ```
package struct PreviewOptions: Sendable, Equatable {
    /// What to do. `show` is what `preview` does with no command word.
    package enum Command: String, Sendable, CaseIterable {
        case show, list, record, check, gallery
    }

    /// The widest `--width` accepted: the widest a variant may be.
    package static let maximumWidth = PreviewVariant.widths.upperBound
    /// The longest `--timeout` accepted, in seconds (an hour).
    package static let maximumTimeoutSeconds = 3600

    package var command = Command.show
    /// The filters, in the order given (`preview Login Main`); empty picks every state.
    package var filters: [String] = []
    package var width = SnapshotKey.defaultWidth
    package var style = RenderStyle(SnapshotKey.defaultStyle)
    package var format = OutputFormat.text
    package var shard = Shard.whole
    package var color = ColorChoice.auto
    package var directory: String?
    package var isForced = false
    /// `--prune`: `record` deletes the orphaned files it finds (see ``Orphans``).
    package var isPruning = false
    /// `--timeout`: how long a scenario may run before it fails, for scenarios that do not set
    /// their own; `nil` leaves ``PreviewState/defaultTimeout``.
    package var timeout: Duration?
    /// `--out DIR`: where `gallery` and `check --format html` write their page.
    package var outDirectory: String?
    /// `--strict-a11y`: `check` fails, rather than warns, on an image or button with no label.
    package var isStrictAccessibility = false
    /// `--in-process`: draw in this process, not a child (for a debugger, whose breakpoints in
    /// a view then fire); a preview that stops then ends the command.
    package var isInProcess = false
    /// Whether `--width` or `--style` picked one variant for a look, instead of every
    /// variant each screen declares.
    package var isVariantChosen = false
    package var wantsHelp = false
    package var wantsVersion = false

    package static let spec = CommandLineSpec(options: [
        .init("--width", valueName: "N"),
        .init("--style", valueName: "unicode|ascii"),
        .init("--format", valueName: "text|markdown|json|junit|html|a11y"),
        .init("--shard", valueName: "i/n"),
        .init("--color", valueName: "auto|always|never"),
        .init("--dir", valueName: "DIR"),
        .init("--force"),
        .init("--prune"),
        .init("--timeout", valueName: "SECONDS"),
        .init("--out", valueName: "DIR"),
        .init("--strict-a11y"),
        .init("--in-process"),
        .init("--help", aliases: ["-h"]),
        .init("--version"),
    ])

    /// The command words, for "did you mean" when a first filter looks like a misspelt command.
    package static let commandWords = Command.allCases.filter { $0 != .show }.map(\.rawValue)

    package static func parse(_ arguments: [String]) throws(UsageError) -> PreviewOptions {
        let line: ParsedCommandLine
        do {
            line = try CommandLineParser(spec).parse(arguments)
        } catch {
            throw usageError(error)
        }
        var options = PreviewOptions()
        options.wantsHelp = line.has("--help")
        options.wantsVersion = line.has("--version")
        var positionals = line.positionals[...]
        if let first = positionals.first, let command = Command(rawValue: first), command != .show {
            options.command = command
            positionals = positionals.dropFirst()
        } else if positionals.first == "help" {
            options.wantsHelp = true
            positionals = positionals.dropFirst()
        }
        options.filters = Array(positionals)
        if options.wantsHelp || options.wantsVersion { return options }
        try options.read(line)
        return options
    }

    private mutating func read(_ line: ParsedCommandLine) throws(UsageError) {
        if let value = line.values["--width"] {
            guard value.allSatisfy({ ("0"..."9").contains($0) }), let width = Int(value), (1...Self.maximumWidth).contains(width) else {
                throw .invalidWidth(value)
            }
            self.width = width
        }
        style = try Self.choice(line, "--style", default: style)
        color = try Self.choice(line, "--color", default: color)
        if let value = line.values["--shard"] {
            guard let shard = Shard(parsing: value) else { throw .invalidShard(value) }
            self.shard = shard
        }
        if let value = line.values["--timeout"] {
            guard let timeout = Self.seconds(value) else { throw .invalidTimeout(value) }
            self.timeout = timeout
        }
        directory = line.values["--dir"]
        isForced = line.has("--force")
        isPruning = line.has("--prune")
        isInProcess = line.has("--in-process")
        try readReviewOptions(line)
        try requireFit(line, "--dir", for: [.record, .check], commands: "'record' and 'check'")
        try requireFit(line, "--force", for: [.record], commands: "'record'")
        try requireFit(line, "--prune", for: [.record], commands: "'record'")
    }

    func requireFit(_ line: ParsedCommandLine, _ option: String, for commands: [Command], commands description: String) throws(UsageError) {
        let isGiven = line.values[option] != nil || line.has(option)
        if isGiven, !commands.contains(command) {
            throw .optionNotForCommand(option: option, command: command == .show ? nil : command.rawValue, commands: description)
        }
    }

    /// `10`, `0.5`, `2.25`: ASCII digits with at most one point, more than zero and at most
    /// ``maximumTimeoutSeconds``; anything else (`0`, `-1`, `1e3`, `inf`, `5s`) is `nil`.
    static func seconds(_ text: String) -> Duration? {
        let isDigit: (Character) -> Bool = { ("0"..."9").contains($0) }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 4, whole.allSatisfy(isDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy(isDigit) else { return nil }
        let paddedFraction = fraction + String(repeating: "0", count: 9 - fraction.count)
        guard let seconds = Int64(whole), let nanoseconds = Int64(paddedFraction) else { return nil }
        let duration = Duration.seconds(seconds) + .nanoseconds(nanoseconds)
        guard duration > .zero, duration <= .seconds(maximumTimeoutSeconds) else { return nil }
        return duration
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ line: ParsedCommandLine, _ option: String, default value: Choice
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let raw = line.values[option] else { return value }
        guard let choice = Choice(rawValue: raw) else {
            throw .invalidChoice(option: option, value: raw, allowed: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    private static func usageError(_ failure: CommandLineParser.Failure) -> UsageError {
        switch failure {
        case .unknownOption(let option, let suggestion): .unknownOption(option, suggestion: suggestion)
        case .missingValue(let option): .missingValue(option: option.name, example: example(for: option))
        case .unexpectedValue(let option): .unexpectedValue(option: option)
        case .repeatedOption(let option): .repeatedOption(option)
        }
    }

    private static func example(for option: CommandLineSpec.Option) -> String {
        switch option.name {
        case "--width": "--width 40"
        case "--shard": "--shard 1/2"
        case "--dir": "--dir \(PreviewEnvironment.defaultSnapshotFolder)"
        case "--timeout": "--timeout 10"
        case "--out": "--out .build/gallery"
        default: "\(option.name) \(option.valueName?.split(separator: "|").first ?? "VALUE")"
        }
    }
}
