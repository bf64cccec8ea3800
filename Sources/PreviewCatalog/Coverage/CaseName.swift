/// The name of the enum case a value is in, payload aside, and every name a type's values
/// can have.
///
/// ```swift
/// CaseName.of(LoginViewState.idle)                  // "idle"
/// CaseName.of(LoginViewState.error("…"))            // "error"
/// CaseName.of(Optional(LoginViewState.loading))     // "loading"   (Optional is looked through)
/// CaseName.of(Optional<LoginViewState>.none)        // "nil"
/// CaseName.of(User.taro)                            // nil         (not an enum)
///
/// CaseName.all(of: LoginViewState.self)             // ["success", "error", "idle", "loading"]
/// CaseName.all(of: LoginViewState?.self)            // ["success", "error", "idle", "loading", "nil"]
/// CaseName.all(of: User.self)                       // nil
/// ```
///
/// A value's case is named by the Swift runtime (the function `print` uses), so an enum that
/// describes itself (`CustomStringConvertible`) still gives its case names. Only the outermost
/// case counts: `.loaded(.empty)` is `"loaded"`. ``all(of:)`` reads the names from the type's
/// metadata (``EnumMetadata``), in its order: payload cases first.
package enum CaseName {
    package static func of(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return of(wrapped)
        case .enum:
            return runtimeName(value) ?? mirror.children.first?.label ?? String(describing: value)
        default:
            return nil
        }
    }

    /// Every name ``of(_:)`` can give a value of `type`, each once; `nil` when `type` is not
    /// an enum (nor an `Optional` of one) or its metadata holds no case names.
    package static func all(of type: Any.Type) -> [String]? {
        if let optional = type as? any OptionalType.Type {
            guard let wrapped = all(of: optional.wrappedType) else { return nil }
            return wrapped.contains("nil") ? wrapped : wrapped + ["nil"]
        }
        return EnumMetadata.caseNames(of: type)
    }

    /// The case name the runtime gives the enum `value` (opened to its dynamic type).
    private static func runtimeName<Value>(_ value: Value) -> String? {
        swiftEnumCaseName(value).map { String(cString: $0) }
    }
}

/// `Optional`, whatever it wraps, so ``CaseName/all(of:)`` can look through it.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// The Swift runtime's name for the case an enum value is in (what `print` shows for a
/// payload-free case); `nil` for a value that is not an enum.
@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
