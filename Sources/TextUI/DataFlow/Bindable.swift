import Observation

/// Bindings to the fields of an `@Observable` object: `$model.name` is a ``Binding`` to
/// `model.name`, for a control to edit it.
///
/// ```swift
/// @Observable final class Draft { var title = "Trip" }
///
/// struct DraftForm: View {
///     @Bindable var draft: Draft
///     var body: some View { TextField("Title", text: $draft.title) }
/// }
///
/// DraftForm(draft: Draft()).render(width: 12)
/// ```
/// ```text
/// ╭──────────╮
/// │ Trip     │
/// ╰──────────╯
/// ```
///
/// SwiftUI: @dynamicMemberLookup @propertyWrapper struct Bindable<Value>
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    ///
    /// SwiftUI: Bindable.wrappedValue
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s fields: `$model`.
    ///
    /// SwiftUI: Bindable.projectedValue
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s fields: `@Bindable var model: Model`.
    ///
    /// SwiftUI: Bindable.init(wrappedValue:)
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s fields, in a `body`: `@Bindable var model = model`, or
    /// `Bindable(model).name`.
    ///
    /// SwiftUI: Bindable.init(_:)
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The same bindings: for a `$model` parameter of a closure.
    ///
    /// SwiftUI: Bindable.init(projectedValue:)
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's field at `keyPath`.
    ///
    /// SwiftUI: Bindable.subscript(dynamicMember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    ///
    /// SwiftUI: Bindable.id
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
