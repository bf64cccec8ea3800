import PreviewCatalog
/// When to color output: `--color auto|always|never`.
package enum ColorChoice: String, Sendable, CaseIterable {
    /// Color when standard output is a terminal and `NO_COLOR` is unset or empty.
    case auto
    /// Always color, even into a pipe or with `NO_COLOR` set (the command line wins).
    case always
    /// Never color.
    case never

    /// Whether to color in `environment`.
    func isEnabled(in environment: PreviewEnvironment) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: environment.isTerminal && (environment.variables["NO_COLOR"] ?? "").isEmpty
        }
    }
}
