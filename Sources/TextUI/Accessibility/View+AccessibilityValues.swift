// The accessibility modifiers that give an element a value, actions and an identifier, and
// the `Text` forms of its label and hint. None changes the drawing; the transcript reads them.

extension View {
    /// The value a screen reader reads after the label (a rating's "4 of 5 stars").
    ///
    /// ```swift
    /// HStack { Text("★★★★☆") }.accessibilityLabel("Rating").accessibilityValue("4 of 5")
    /// ```
    /// ```text
    /// Text: Rating, 4 of 5
    /// ```
    ///
    /// SwiftUI: View.accessibilityValue(_:) (StringProtocol)
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return accessibilitySetting { node, _ in node.value = value }
    }

    /// SwiftUI: View.accessibilityValue(_:) (Text)
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibilitySetting { node, context in node.value = valueDescription.plainString(context) }
    }

    /// SwiftUI: View.accessibilityLabel(_:) (Text)
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilitySetting { node, context in node.label = label.plainString(context) }
    }

    /// SwiftUI: View.accessibilityHint(_:) (Text)
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilitySetting { node, context in node.hint = hint.plainString(context) }
    }

    /// An action a screen reader offers by name, read among the element's actions.
    ///
    /// ```swift
    /// Text("Ben Ito").accessibilityAction(named: "Call") {}
    /// ```
    /// ```text
    /// Text: Ben Ito
    ///   Actions: Call
    /// ```
    ///
    /// SwiftUI: View.accessibilityAction(named:_:) (StringProtocol)
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        let name = String(name)
        return accessibilitySetting { node, _ in node.addedActions.append(name) }
    }

    /// SwiftUI: View.accessibilityAction(named:_:) (Text)
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilitySetting { node, context in node.addedActions.append(name.plainString(context)) }
    }

    /// What a standard gesture of the screen reader does (activate, escape, magic tap); the
    /// element reads as before.
    ///
    /// SwiftUI: View.accessibilityAction(_:_:)
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Makes the element adjustable: it offers Increment and Decrement.
    ///
    /// SwiftUI: View.accessibilityAdjustableAction(_:)
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilitySetting { node, context in node.addedActions += SystemString.adjustActions(in: context.environment.locale) }
    }

    /// Takes `traits` off the element (a button read as text).
    ///
    /// SwiftUI: View.accessibilityRemoveTraits(_:)
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilitySetting { node, _ in node.removedTraits.formUnion(traits) }
    }

    /// The name UI tests find the element by; a screen reader does not read it.
    ///
    /// SwiftUI: View.accessibilityIdentifier(_:)
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// The order a screen reader reaches elements in; the transcript keeps the drawing order.
    ///
    /// SwiftUI: View.accessibilitySortPriority(_:)
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// The words Voice Control accepts for this element; not read.
    ///
    /// SwiftUI: View.accessibilityInputLabels(_:) (StringProtocol)
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// SwiftUI: View.accessibilityInputLabels(_:) (Text)
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    private func accessibilitySetting(_ change: @escaping (AccessibilityNode, RenderContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            AccessibilityNode.wrapping(content.makeNode(context)) { change($0, context) }
        }
    }
}

/// A standard gesture of the screen reader.
///
/// SwiftUI: struct AccessibilityActionKind
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// SwiftUI: AccessibilityActionKind.default
    public static let `default` = AccessibilityActionKind(name: "default")
    /// SwiftUI: AccessibilityActionKind.escape
    public static let escape = AccessibilityActionKind(name: "escape")
    /// SwiftUI: AccessibilityActionKind.magicTap
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// SwiftUI: AccessibilityActionKind.delete
    public static let delete = AccessibilityActionKind(name: "delete")
    /// SwiftUI: AccessibilityActionKind.showMenu
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// Which way an adjustable element is adjusted.
///
/// SwiftUI: enum AccessibilityAdjustmentDirection
public enum AccessibilityAdjustmentDirection: Sendable {
    /// SwiftUI: AccessibilityAdjustmentDirection.increment
    case increment
    /// SwiftUI: AccessibilityAdjustmentDirection.decrement
    case decrement
}
