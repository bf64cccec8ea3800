#if !canImport(UIKit)
extension UIApplication {
    /// Sends `action` up the responder chain, as a screen does to dismiss the keyboard
    /// (`sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`).
    /// No responder answers in a render (no field is first responder), so it reports `false`.
    ///
    /// UIKit: func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        false
    }
}
#endif
