/// An ``ObservableObject`` a view is handed and follows: `@ObservedObject var model: Model`.
/// `$model.name` is a ``Binding`` to the object's `name`, for a control to edit.
///
/// ```swift
/// final class Draft: ObservableObject { @Published var title = "Trip" }
///
/// struct DraftForm: View {
///     @ObservedObject var draft: Draft
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
/// SwiftUI: @MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType> where ObjectType : ObservableObject
@MainActor @preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    ///
    /// SwiftUI: ObservedObject.wrappedValue
    public var wrappedValue: ObjectType

    /// Follows `wrappedValue`: `@ObservedObject var model: Model`, set by the view's init.
    ///
    /// SwiftUI: ObservedObject.init(wrappedValue:)
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Follows `initialValue`: the same as ``init(wrappedValue:)``.
    ///
    /// SwiftUI: ObservedObject.init(initialValue:)
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$model.name`.
    ///
    /// SwiftUI: ObservedObject.projectedValue
    public var projectedValue: Wrapper {
        Wrapper(wrappedValue)
    }

    /// Bindings to an object's properties by dynamic member lookup: `$model.name` is a
    /// `Binding<String>`.
    ///
    /// SwiftUI: @MainActor @dynamicMemberLookup @frozen @preconcurrency struct ObservedObject.Wrapper
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        init(_ object: ObjectType) {
            self.object = object
        }

        /// A binding to the object's property at `keyPath`.
        ///
        /// SwiftUI: ObservedObject.Wrapper.subscript(dynamicMember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding.to(keyPath, of: object)
        }
    }
}

extension Binding {
    /// A binding that reads and writes `object`'s property at `keyPath`: what `$model.name`
    /// is for ``ObservedObject``, ``StateObject`` and ``EnvironmentObject``.
    static func to<Object: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Object, Value>, of object: Object) -> Binding {
        Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
