/// A key pressed on a hardware keyboard, handed to an ``View/onKeyPress(phases:action:)``
/// action. A preview presses no keys: the actions never run, and a view with them draws as it
/// was.
///
/// SwiftUI: struct KeyPress
public struct KeyPress: Sendable {
    /// SwiftUI: let key: KeyEquivalent
    public let key: KeyEquivalent
    /// SwiftUI: let characters: String
    public let characters: String
    /// SwiftUI: let modifiers: EventModifiers
    public let modifiers: EventModifiers
    /// SwiftUI: let phase: KeyPress.Phases
    public let phase: KeyPress.Phases

    /// Whether an action used the key press or let it go on to other views.
    ///
    /// SwiftUI: enum Result
    public enum Result: Hashable, Sendable {
        /// SwiftUI: case handled
        case handled
        /// SwiftUI: case ignored
        case ignored
    }

    /// Which moments of a key press an action runs for.
    ///
    /// SwiftUI: struct Phases
    public struct Phases: OptionSet, Hashable, Sendable {
        /// SwiftUI: KeyPress.Phases.rawValue
        public let rawValue: Int
        /// SwiftUI: KeyPress.Phases.init(rawValue:)
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// SwiftUI: static let down: KeyPress.Phases
        public static let down = Phases(rawValue: 1)
        /// SwiftUI: static let `repeat`: KeyPress.Phases
        public static let `repeat` = Phases(rawValue: 2)
        /// SwiftUI: static let up: KeyPress.Phases
        public static let up = Phases(rawValue: 4)
    }
}

extension View {
    /// Runs `action` when `key` is pressed while this view has focus; a preview presses no
    /// keys, so the view draws as it was.
    ///
    /// ```swift
    /// Text("Photo 1 of 3").onKeyPress(.rightArrow) { .handled }.render()   // "Photo 1 of 3"
    /// ```
    ///
    /// SwiftUI: func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// SwiftUI: func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// SwiftUI: func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        self
    }

    /// SwiftUI: func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }
}
