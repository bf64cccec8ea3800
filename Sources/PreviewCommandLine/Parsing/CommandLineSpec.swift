import PreviewCatalog
/// The options a command line may hold: the grammar ``CommandLineParser`` reads with.
///
/// ```swift
/// let spec = CommandLineSpec(options: [
///     .init("--width", valueName: "N"),
///     .init("--force"),
///     .init("--help", aliases: ["-h"]),
/// ])
/// ```
package struct CommandLineSpec: Sendable {
    /// One option: a flag (`--force`) or an option with a value (`--width 40`, `--width=40`).
    package struct Option: Sendable, Equatable {
        /// The canonical spelling, such as `--width`.
        package let name: String
        /// Other spellings, such as `-h` for `--help`.
        package let aliases: [String]
        /// The placeholder shown in help (`N`), or `nil` for a flag that takes no value.
        package let valueName: String?

        package init(_ name: String, aliases: [String] = [], valueName: String? = nil) {
            self.name = name
            self.aliases = aliases
            self.valueName = valueName
        }

        /// Whether the option is followed by a value.
        package var takesValue: Bool { valueName != nil }
    }

    package let options: [Option]

    package init(options: [Option]) {
        self.options = options
    }

    /// The option spelled `spelling`, by name or alias.
    package func option(spelled spelling: String) -> Option? {
        options.first { $0.name == spelling || $0.aliases.contains(spelling) }
    }

    /// Every spelling, canonical names first, for "did you mean" suggestions.
    package var spellings: [String] {
        options.map(\.name) + options.flatMap(\.aliases)
    }
}
