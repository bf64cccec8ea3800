/// An ``ObservableObject`` an ancestor placed with ``View/environmentObject(_:)``, read by its
/// type: `@EnvironmentObject private var cart: Cart`. `$cart.items` is a ``Binding``.
///
/// Like SwiftUI, reading one that no ancestor placed stops the program, with a message naming
/// the type and where to place it. The object read while the view was drawn stays readable
/// afterwards, so an action a test runs after the render reaches it.
///
/// ```swift
/// final class Cart: ObservableObject { @Published var count = 2 }
///
/// struct CartBadge: View {
///     @EnvironmentObject private var cart: Cart
///     var body: some View { Text("Cart (\(cart.count))") }
/// }
///
/// CartBadge().environmentObject(Cart()).render()
/// ```
/// ```text
/// Cart (2)
/// ```
///
/// SwiftUI: @MainActor @frozen @propertyWrapper @preconcurrency struct EnvironmentObject<ObjectType> where ObjectType : ObservableObject
@MainActor @preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object last read in a render, for actions run after it. Made off the main actor
    /// (the init is nonisolated, as SwiftUI's), used only on it.
    private final class LastRead: @unchecked Sendable {
        var object: ObjectType?
    }

    private nonisolated let lastRead = LastRead()

    /// Reads the object of this property's type: `@EnvironmentObject var cart: Cart`.
    ///
    /// SwiftUI: EnvironmentObject.init()
    public nonisolated init() {}

    /// The object an ancestor placed.
    ///
    /// SwiftUI: EnvironmentObject.wrappedValue
    public var wrappedValue: ObjectType {
        if let object = EnvironmentValues.current.object(ObjectType.self) {
            lastRead.object = object
            return object
        }
        guard let object = lastRead.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: add .environmentObject(\(ObjectType.self)(…)) to a view around the one that reads @EnvironmentObject var …: \(ObjectType.self).")
        }
        return object
    }

    /// Bindings to the object's properties: `$cart.items`.
    ///
    /// SwiftUI: EnvironmentObject.projectedValue
    public var projectedValue: Wrapper {
        Wrapper(wrappedValue)
    }

    /// Bindings to an object's properties by dynamic member lookup.
    ///
    /// SwiftUI: @MainActor @dynamicMemberLookup @frozen @preconcurrency struct EnvironmentObject.Wrapper
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        init(_ object: ObjectType) {
            self.object = object
        }

        /// A binding to the object's property at `keyPath`.
        ///
        /// SwiftUI: EnvironmentObject.Wrapper.subscript(dynamicMember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding.to(keyPath, of: object)
        }
    }
}

extension View {
    /// Places `object` for the views inside to read with `@EnvironmentObject`, by its type.
    ///
    /// ```swift
    /// CartBadge().environmentObject(Cart()).render()
    /// ```
    /// ```text
    /// Cart (2)
    /// ```
    ///
    /// SwiftUI: View.environmentObject(_:)
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifiedView(self) { $0.environment.setObject(object, as: T.self) }
    }
}
