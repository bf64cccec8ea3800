import PreviewCatalog
/// One filter of a command line, read once per command: its text, for exact names, and, when
/// it is a glob, its screen and state patterns compiled (see ``Selection`` for what it picks).
/// A command asks it about every screen state and every recorded file, so no pattern is read
/// twice, however long it is or however many states there are.
///
/// ```swift
/// let filter = SelectionFilter("Login/[ew]*")
/// filter.picks(screen: "Login", state: "error")   // true
/// filter.picks(screen: "Login", state: "idle")    // false
/// ```
package struct SelectionFilter: Sendable, Equatable {
    /// The filter as typed.
    package let text: String
    /// The pattern before the first `/` (the whole filter when it has none), for a glob.
    private let screenPattern: Glob?
    /// The pattern after the first `/`, for a glob that has one.
    private let statePattern: Glob?

    package init(_ text: String) {
        self.text = text
        guard Glob.isPattern(text) else {
            screenPattern = nil
            statePattern = nil
            return
        }
        if let slash = text.firstIndex(of: "/") {
            screenPattern = Glob(String(text[..<slash]))
            statePattern = Glob(String(text[text.index(after: slash)...]))
        } else {
            screenPattern = Glob(text)
            statePattern = nil
        }
    }

    /// Whether the filter is a glob rather than a name.
    package var isPattern: Bool { screenPattern != nil }

    /// Whether the filter names `screen`/`state` exactly.
    package func names(screen: String, state: String) -> Bool {
        // Lengths first: a long filter is compared with no name built for it.
        text == screen || (text.utf8.count == screen.utf8.count + 1 + state.utf8.count && text == screen + "/" + state)
    }

    /// Whether the filter picks the screen state named `screen`/`state` (also for orphaned
    /// files): by its exact name, or by its patterns.
    package func picks(screen: String, state: String) -> Bool {
        if names(screen: screen, state: state) { return true }
        guard let screenPattern, screenPattern.matches(screen) else { return false }
        return statePattern?.matches(state) ?? true
    }
}
