import PreviewCatalog
/// A command line split into positional arguments and options, before any value is checked.
///
/// ```swift
/// try CommandLineParser(spec).parse(["check", "--width=32", "Login"])
/// // positionals: ["check", "Login"], values: ["--width": "32"], flags: []
/// ```
package struct ParsedCommandLine: Sendable, Equatable {
    /// Arguments that are not options, in order.
    package var positionals: [String] = []
    /// Each option given with a value, by canonical name.
    package var values: [String: String] = [:]
    /// Each flag given, by canonical name.
    package var flags: Set<String> = []

    package init(positionals: [String] = [], values: [String: String] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// Whether `name` (a canonical flag name) was given.
    package func has(_ name: String) -> Bool {
        flags.contains(name)
    }
}
