import Foundation

/// Where composition problems go: a child action that found no child (``Reducer/ifLet(_:action:then:fileID:line:)``
/// while the state is `nil`, ``Reducer/forEach(_:action:element:fileID:line:)`` for an id not in the
/// collection, a navigation-stack action for an element not in the stack). Never a crash.
///
/// Every such report goes through ``report(_:)``, the one place to route them: today it writes the
/// message to standard error, or to ``capture`` when a test has set one.
package enum CompositionReport {
    /// Where reports go instead of standard error, for the task that sets it (and the effect
    /// tasks it starts): how tests read the messages.
    @TaskLocal package static var capture: (@Sendable (String) -> Void)?

    /// Reports `message` as a runtime warning.
    package static func report(_ message: String) {
        if let capture {
            capture(message)
        } else {
            FileHandle.standardError.write(Data("ViewStateKit warning: \(message)\n".utf8))
        }
    }

    /// One line for an action in a report: its description with line breaks folded.
    static func describe(_ value: Any) -> String {
        String(describing: value).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The ids present, in order, as a report shows them: `[1, 2, 3]`.
    static func describe(ids: some Sequence<some Any>) -> String {
        "[" + ids.map { describe($0) }.joined(separator: ", ") + "]"
    }
}
