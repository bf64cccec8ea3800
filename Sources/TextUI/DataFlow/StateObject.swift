/// An ``ObservableObject`` a view makes and owns: `@StateObject private var model = Model()`.
/// The object is made the first time the view reads it and kept for as long as that view
/// value lives (a test can write through `$model.name` and render again); `$model.name` is a
/// ``Binding`` to its property.
///
/// ```swift
/// final class Basket: ObservableObject { @Published var count = 3 }
///
/// struct BasketView: View {
///     @StateObject private var basket = Basket()
///     var body: some View { Text("\(basket.count) items") }
/// }
///
/// BasketView().render()
/// ```
/// ```text
/// 3 items
/// ```
///
/// SwiftUI: @MainActor @frozen @propertyWrapper @preconcurrency struct StateObject<ObjectType> where ObjectType : ObservableObject
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Where the object lives once made; shared by copies of the view value. Made off the
    /// main actor (the init is nonisolated, as SwiftUI's), used only on it.
    private final class Storage: @unchecked Sendable {
        var object: ObjectType?
        let make: () -> ObjectType

        init(_ make: @escaping () -> ObjectType) {
            self.make = make
        }
    }

    private nonisolated let storage: Storage

    /// An object made by `thunk` when first read: `@StateObject private var model = Model()`,
    /// or `_model = StateObject(wrappedValue: Model(id: id))` in an init.
    ///
    /// SwiftUI: StateObject.init(wrappedValue:)
    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        storage = Storage(thunk)
        // Drawn again after its appear actions ran, the view keeps the object it made (``StateCarrier``).
        StateCarrier.current?.adopt(storage, at: StateSite(fileID: fileID, line: line, column: column)) { $0.object = $0.object ?? $1.object }
    }

    /// The object, made on first read.
    ///
    /// SwiftUI: StateObject.wrappedValue
    public var wrappedValue: ObjectType {
        if let object = storage.object { return object }
        let object = storage.make()
        storage.object = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    ///
    /// SwiftUI: StateObject.projectedValue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(wrappedValue)
    }
}
