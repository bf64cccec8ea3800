/// The word on the return key of a text field's keyboard. Accepted; draws nothing.
///
/// SwiftUI: struct SubmitLabel
public struct SubmitLabel: Sendable, Equatable {
    private let name: String

    /// SwiftUI: SubmitLabel.done
    public static let done = SubmitLabel(name: "done")
    /// SwiftUI: SubmitLabel.go
    public static let go = SubmitLabel(name: "go")
    /// SwiftUI: SubmitLabel.send
    public static let send = SubmitLabel(name: "send")
    /// SwiftUI: SubmitLabel.join
    public static let join = SubmitLabel(name: "join")
    /// SwiftUI: SubmitLabel.route
    public static let route = SubmitLabel(name: "route")
    /// SwiftUI: SubmitLabel.search
    public static let search = SubmitLabel(name: "search")
    /// SwiftUI: SubmitLabel.return
    public static let `return` = SubmitLabel(name: "return")
    /// SwiftUI: SubmitLabel.next
    public static let next = SubmitLabel(name: "next")
    /// SwiftUI: SubmitLabel.continue
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits: a text field's return key, a search field's search key.
///
/// SwiftUI: struct SubmitTriggers
public struct SubmitTriggers: OptionSet, Sendable {
    /// SwiftUI: SubmitTriggers.rawValue
    public let rawValue: Int

    /// SwiftUI: SubmitTriggers.init(rawValue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// SwiftUI: SubmitTriggers.text
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// SwiftUI: SubmitTriggers.search
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// When scrolling dismisses the keyboard. Accepted; draws nothing.
///
/// SwiftUI: struct ScrollDismissesKeyboardMode
public struct ScrollDismissesKeyboardMode: Sendable, Equatable {
    private let name: String

    /// SwiftUI: ScrollDismissesKeyboardMode.automatic
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// SwiftUI: ScrollDismissesKeyboardMode.immediately
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// SwiftUI: ScrollDismissesKeyboardMode.interactively
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// SwiftUI: ScrollDismissesKeyboardMode.never
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
