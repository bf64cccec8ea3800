/// The name of the enum case a value is in, payload aside, found by reflection.
///
/// ```swift
/// CaseName.of(LoginViewState.idle)                  // "idle"
/// CaseName.of(LoginViewState.error("…"))            // "error"
/// CaseName.of(Optional(LoginViewState.loading))     // "loading"   (Optional is looked through)
/// CaseName.of(Optional<LoginViewState>.none)        // "nil"
/// CaseName.of(User.taro)                            // nil         (not an enum)
/// ```
///
/// A case with a payload is named by the label reflection gives it (`Mirror.children.first`);
/// a case without one is named by how it prints. Only the outermost case counts:
/// `.loaded(.empty)` is `"loaded"`. When the enum prints itself (it conforms to
/// `CustomStringConvertible`), payload-free cases print as that description, so declare the
/// cases with ``DeclaresAllCases`` to be exact.
package enum CaseName {
    package static func of(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return of(wrapped)
        case .enum:
            if let label = mirror.children.first?.label { return label }
            return payloadFreeName(value)
        default:
            return nil
        }
    }

    /// `Module.Type.case` → `case`; `String(reflecting:)` names payload-free cases fully
    /// qualified unless the type describes itself.
    private static func payloadFreeName(_ value: Any) -> String {
        let described = String(describing: value)
        let reflected = String(reflecting: value)
        if reflected.hasSuffix("." + described) { return described }
        return reflected.split(separator: ".").last.map(String.init) ?? described
    }
}
