import Foundation

/// A setting kept under a key, as SwiftUI keeps it in `UserDefaults`:
/// `@AppStorage("soundsEnabled") private var soundsEnabled = true`. `$soundsEnabled` is a
/// ``Binding`` for a control.
///
/// TextUI keeps the values in memory, one table for the process, and never reads or writes
/// the real `UserDefaults`: a key nobody wrote in this process reads the default the property
/// declares, so a render is the same on every machine and every run. A write (through the
/// property or its binding) is seen by every `@AppStorage` of the same key until the process
/// ends. The `store:` argument is accepted and not used.
///
/// ```swift
/// struct Sounds: View {
///     @AppStorage("doc.sounds") private var sounds = true
///     var body: some View { Toggle("Sounds", isOn: $sounds) }
/// }
///
/// Sounds().render(width: 16)
/// ```
/// ```text
/// Sounds      ( ●)
/// ```
///
/// SwiftUI: @frozen @propertyWrapper struct AppStorage<Value>
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let stored: StoredValue<Value>

    /// The value under the key, or the declared default when none was written.
    ///
    /// SwiftUI: AppStorage.wrappedValue
    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    /// A binding that reads and writes the value under the key: `$name`.
    ///
    /// SwiftUI: AppStorage.projectedValue
    public var projectedValue: Binding<Value> {
        stored.binding
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension View {
    /// The `UserDefaults` the `@AppStorage` properties inside read from: accepted, and not
    /// used, since TextUI keeps every value in memory (see ``AppStorage``).
    ///
    /// SwiftUI: View.defaultAppStorage(_:)
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        self
    }
}
