import PreviewCatalog
import TextSnapshots

/// A wrong command line. Each case prints as one line that names the problem and the fix;
/// the command then exits with 2 having written nothing. Fix-it lines name the command as the
/// user ran it (``PreviewEnvironment/commandName``). What the user typed is echoed escaped (see
/// ``EchoedText``), so a newline or a control character in it cannot break the line, and cut
/// after 200 characters, so a 100,000-character argument still gives a short line.
///
/// ```text
/// error: unknown screen "Logn". Did you mean "Login"? Run 'preview list' to see every screen.
/// ```
package enum UsageError: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String)
    case unknownScreen(String, suggestion: String?)
    case unknownState(screen: String, state: String, suggestion: String?)
    case noMatch(pattern: String)
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String, example: String)
    case unexpectedValue(option: String)
    case repeatedOption(String)
    case invalidWidth(String)
    case invalidChoice(option: String, value: String, allowed: [String])
    case invalidShard(String)
    /// `command` is the command word, `nil` for showing screens (no command word).
    case optionNotForCommand(option: String, command: String?, commands: String)
    case directoryIsAFile(String)
    case directoryNotWritable(String)
    case directoryNotReadable(String)
    case noPackageRoot(currentDirectory: String)
    case emptyCatalog
    case duplicateName(String)
    case caseInsensitiveCollision(String, String, path: String)
    case recordOnCI(variable: String)
    case invalidTimeout(String)
    case undrawableVariant(screen: String, variant: String, problem: String)

    /// The one line printed on standard error, naming the command `command` where it says
    /// what to run.
    package func message(command: String) -> String {
        "error: " + problemAndFix(command)
    }

    private func problemAndFix(_ command: String) -> String {
        switch self {
        case .unknownCommand(let typed, let suggestion):
            "unknown command \(quoted(typed)). Did you mean '\(suggestion)'? Run '\(command) --help' to see every command."
        case .unknownScreen(let typed, let suggestion):
            "unknown screen \(quoted(typed)).\(didYouMean(suggestion)) Run '\(command) list' to see every screen."
        case .unknownState(let screen, let state, let suggestion):
            "unknown state \(quoted(state)) of screen \(quoted(screen)).\(didYouMean(suggestion.map { "\(screen)/\($0)" })) Run '\(command) list\(screen.count <= EchoedText.longestQuote ? " " + EchoedText.escaped(screen) : "")' to see its states."
        case .noMatch(let pattern):
            "no screen state matches \(quoted(pattern)). Run '\(command) list' to see every name; a glob before the first / matches screens, after it states."
        case .unknownOption(let option, let suggestion):
            "unknown option \(quoted(option)).\(didYouMean(suggestion)) Run '\(command) --help' to see every option."
        case .missingValue(let option, let example):
            "option \(option) needs a value, as in '\(example)'."
        case .unexpectedValue(let option):
            "option \(option) takes no value; write it alone, as in '\(option)'."
        case .repeatedOption(let option):
            "option \(option) is given twice; give it once."
        case .invalidWidth(let value):
            "--width \(quoted(value)) is not a width; give a whole number of columns from 1 to \(PreviewOptions.maximumWidth), as in '--width 40'."
        case .invalidChoice(let option, let value, let allowed):
            "\(option) \(quoted(value)) is not allowed; use one of: \(allowed.joined(separator: ", "))."
        case .invalidShard(let value):
            "--shard \(quoted(value)) is not a shard; give i/n with 1 ≤ i ≤ n, as in '--shard 1/2'."
        case .optionNotForCommand(let option, let word, let commands):
            "option \(option) does not apply to '\(word ?? command)'; it is for \(commands)."
        case .directoryIsAFile(let path):
            "\(EchoedText.quotedPath(path)) is a file, not a directory; give --dir a directory to keep the snapshots in."
        case .directoryNotWritable(let path):
            "snapshot directory \(EchoedText.quotedPath(path)) is not writable; fix its permissions or choose another with --dir."
        case .directoryNotReadable(let path):
            "cannot read snapshot directory \(EchoedText.quotedPath(path)); fix its permissions or choose another with --dir."
        case .noPackageRoot(let directory):
            "cannot find the package root (no Package.swift in \(EchoedText.quotedPath(directory)) or above); run from the package or give --dir."
        case .emptyCatalog:
            "the catalog has no screens; register ScreenPreviews types in the Catalog that '\(command)' runs (its Previews/main.swift)."
        case .duplicateName(let name):
            "\(quoted(name)) is in the catalog twice; give each screen, and each state of a screen, its own name."
        case .caseInsensitiveCollision(let first, let second, let path):
            "\(quoted(first)) and \(quoted(second)) would share the file \(EchoedText.quotedPath(path)) on a case-insensitive file system; rename one."
        case .recordOnCI(let variable):
            "refusing to record with \(variable) set: a CI run must check snapshots, not write them. Record locally and commit, or pass --force."
        case .undrawableVariant(let screen, let variant, let problem):
            "screen \(quoted(screen)) declares the variant \(quoted(variant)), which cannot be drawn: \(problem); fix its DeclaresVariants list."
        case .invalidTimeout(let value):
            "--timeout \(quoted(value)) is not a timeout; give seconds greater than 0 and at most \(PreviewOptions.maximumTimeoutSeconds), as in '--timeout 10' or '--timeout 0.5'."
        }
    }

    /// Every name, value and path in a message goes through ``EchoedText``: one line, always.
    private func quoted(_ text: String) -> String {
        EchoedText.quoted(text)
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean \(quoted($0))?" } ?? ""
    }
}
