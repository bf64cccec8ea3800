/// A key a person presses to trigger a control. Text has no keyboard, so shortcuts are
/// accepted and draw nothing.
///
/// ```swift
/// Button("保存") {}.keyboardShortcut("s", modifiers: [.command])
/// ```
/// ```text
/// [ 保存 ]
/// ```
/// SwiftUI: struct KeyboardShortcut
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    /// SwiftUI: KeyboardShortcut.key
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    /// SwiftUI: KeyboardShortcut.modifiers
    public let modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers`.
    /// SwiftUI: KeyboardShortcut.init(_:modifiers:)
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a screen.
    /// SwiftUI: KeyboardShortcut.defaultAction
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a screen.
    /// SwiftUI: KeyboardShortcut.cancelAction
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key on the keyboard, by the character it types.
///
/// SwiftUI: struct KeyEquivalent
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    /// SwiftUI: KeyEquivalent.character
    public let character: Character

    /// The key that types `character`.
    /// SwiftUI: KeyEquivalent.init(_:)
    public init(_ character: Character) {
        self.character = character
    }

    /// SwiftUI: KeyEquivalent.init(extendedGraphemeClusterLiteral:)
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// SwiftUI: KeyEquivalent.return
    public static let `return` = KeyEquivalent("\r")
    /// SwiftUI: KeyEquivalent.escape
    public static let escape = KeyEquivalent("\u{1B}")
    /// SwiftUI: KeyEquivalent.delete
    public static let delete = KeyEquivalent("\u{8}")
    /// SwiftUI: KeyEquivalent.tab
    public static let tab = KeyEquivalent("\t")
    /// SwiftUI: KeyEquivalent.space
    public static let space = KeyEquivalent(" ")
    /// SwiftUI: KeyEquivalent.upArrow
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// SwiftUI: KeyEquivalent.downArrow
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// SwiftUI: KeyEquivalent.leftArrow
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// SwiftUI: KeyEquivalent.rightArrow
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// SwiftUI: KeyEquivalent.home
    public static let home = KeyEquivalent("\u{F729}")
    /// SwiftUI: KeyEquivalent.end
    public static let end = KeyEquivalent("\u{F72B}")
    /// SwiftUI: KeyEquivalent.pageUp
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// SwiftUI: KeyEquivalent.pageDown
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// SwiftUI: KeyEquivalent.deleteForward
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// SwiftUI: KeyEquivalent.clear
    public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key.
///
/// SwiftUI: struct EventModifiers
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// SwiftUI: EventModifiers.rawValue
    public let rawValue: Int

    /// SwiftUI: EventModifiers.init(rawValue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// SwiftUI: EventModifiers.capsLock
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// SwiftUI: EventModifiers.shift
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// SwiftUI: EventModifiers.control
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// SwiftUI: EventModifiers.option
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// SwiftUI: EventModifiers.command
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// SwiftUI: EventModifiers.numericPad
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// SwiftUI: EventModifiers.all
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

extension View {
    /// Gives this control a keyboard shortcut. Draws nothing.
    ///
    /// SwiftUI: View.keyboardShortcut(_:modifiers:)
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Gives this control a keyboard shortcut. Draws nothing.
    ///
    /// SwiftUI: View.keyboardShortcut(_:) (KeyboardShortcut)
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Gives this control a keyboard shortcut, or none. Draws nothing.
    ///
    /// SwiftUI: View.keyboardShortcut(_:) (KeyboardShortcut?)
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
