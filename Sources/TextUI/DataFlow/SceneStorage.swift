/// A value a scene restores when it comes back, as SwiftUI keeps it for state restoration:
/// `@SceneStorage("selectedTab") private var selectedTab = "home"`. `$selectedTab` is a
/// ``Binding``.
///
/// TextUI has one scene: it keeps the values in memory, one table for the process, apart from
/// ``AppStorage``'s. A key nobody wrote in this process reads the declared default, so a render
/// is the same on every machine and every run.
///
/// ```swift
/// struct Advanced: View {
///     @SceneStorage("doc.advanced") private var showsAdvanced = false
///     var body: some View { Toggle("Advanced", isOn: $showsAdvanced) }
/// }
///
/// Advanced().render(width: 16)
/// ```
/// ```text
/// Advanced    (○ )
/// ```
///
/// SwiftUI: @frozen @propertyWrapper struct SceneStorage<Value>
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let stored: StoredValue<Value>

    /// The value under the key, or the declared default when none was written.
    ///
    /// SwiftUI: SceneStorage.wrappedValue
    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    /// A binding that reads and writes the value under the key: `$name`.
    ///
    /// SwiftUI: SceneStorage.projectedValue
    public var projectedValue: Binding<Value> {
        stored.binding
    }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}
