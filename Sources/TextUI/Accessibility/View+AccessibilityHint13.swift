extension View {
    /// The iOS 13 spelling of ``accessibilityHint(_:)-(Text)``: what VoiceOver reads after the
    /// view's label, to say what using it does. Nothing is drawn for it.
    ///
    /// SwiftUI: func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
}
