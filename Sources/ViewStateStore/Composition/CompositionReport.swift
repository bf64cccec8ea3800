import ViewStateKit
/// Where composition problems go: a child action that found no child (``Reducer/ifLet(_:action:then:fileID:line:)``
/// while the state is `nil`, ``Reducer/forEach(_:action:element:fileID:line:)`` for an id not in the
/// collection, a navigation-stack action for an element not in the stack). Never a crash.
///
/// Every such report goes through ``report(_:)``: to ``capture`` when a test of the composition
/// itself has set one, otherwise to ``RuntimeWarnings``, so a `TestStore` fails the test at the
/// step that sent the action and a plain `Store` prints the warning once.
package enum CompositionReport {
    /// Where reports go instead of standard error, for the task that sets it (and the effect
    /// tasks it starts): how tests read the messages. A struct, not an optional function type,
    /// for the reason ``RuntimeWarnings/installed`` gives.
    @TaskLocal package static var capture: Capture?

    /// A receiver of reports, as a task-local value.
    package struct Capture: Sendable {
        package let receive: @Sendable (String) -> Void

        package init(_ receive: @escaping @Sendable (String) -> Void) {
            self.receive = receive
        }
    }

    /// Reports `message` as a runtime warning.
    package static func report(_ message: String) {
        if let capture {
            capture.receive(message)
        } else {
            RuntimeWarnings.report(message)
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
