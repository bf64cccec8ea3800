/// A stored property of a view that TextUI keeps up to date before the view's `body` is
/// read: ``State``, ``Binding``, ``Environment``, ``FocusState``, ``Bindable``. Text rendering
/// has nothing to update (each reads its value when asked), so ``update()`` does nothing by
/// default; conform your own wrappers as in SwiftUI.
///
/// ```swift
/// @propertyWrapper
/// struct Uppercased: DynamicProperty {
///     @State private var text = "tea"
///     var wrappedValue: String { text.uppercased() }
/// }
/// ```
///
/// SwiftUI: protocol DynamicProperty
public protocol DynamicProperty {
    /// Brings the property up to date before `body` is read.
    ///
    /// SwiftUI: DynamicProperty.update()
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: every TextUI property reads its value when asked.
    ///
    /// SwiftUI: DynamicProperty.update()
    public mutating func update() {}
}
