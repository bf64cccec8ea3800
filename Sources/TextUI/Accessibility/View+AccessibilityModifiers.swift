extension View {
    /// What a screen reader calls this view, in place of what it would derive (the text of a
    /// `Text`, a `Button`'s label, an image's symbol in words). On a view of several elements,
    /// they become one element with this label. The drawing does not change.
    ///
    /// ```swift
    /// Image(systemName: "flame").accessibilityLabel("人気")
    /// ```
    /// ```text
    /// Image: 人気
    /// ```
    ///
    /// SwiftUI: func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> {
        let label = String(label)
        return accessibility { $0.label = label }
    }

    /// What activating this view does, read after its label.
    ///
    /// ```swift
    /// Button("注文 #1001") {}.accessibilityHint("注文の詳細を開きます")
    /// ```
    /// ```text
    /// Button: 注文 #1001
    ///   Hint: 注文の詳細を開きます
    /// ```
    ///
    /// SwiftUI: func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedView<Self> {
        let hint = String(hint)
        return accessibility { $0.hint = hint }
    }

    /// Hides this view and everything in it from a screen reader (a decorative symbol); it is
    /// still drawn.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star").accessibilityHidden(true); Text("おすすめ") }
    /// ```
    /// ```text
    /// Text: おすすめ
    /// ```
    ///
    /// SwiftUI: func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> {
        accessibility { $0.isHidden = $0.isHidden || hidden }
    }

    /// Adds traits to this view's elements: `.isHeader` makes a title read as a heading.
    ///
    /// ```swift
    /// Text("注文履歴").accessibilityAddTraits(.isHeader)
    /// ```
    /// ```text
    /// Heading: 注文履歴
    /// ```
    ///
    /// SwiftUI: func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
        accessibility { $0.addedTraits.formUnion(traits) }
    }

    private func accessibility(_ change: @escaping (AccessibilityNode) -> Void) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            AccessibilityNode.wrapping(content.makeNode(context), change)
        }
    }
}

extension View {
    /// The iOS 13 spelling of ``accessibilityHidden(_:)``, still in older screens.
    ///
    /// SwiftUI: func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    public func accessibility(hidden: Bool) -> ModifiedView<Self> { accessibilityHidden(hidden) }

    /// The iOS 13 spelling of ``accessibilityLabel(_:)-(Text)``: what VoiceOver reads for the view.
    ///
    /// SwiftUI: func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The iOS 13 spelling of ``accessibilityIdentifier(_:)``: a name for UI tests, never shown
    /// or read.
    ///
    /// SwiftUI: func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
