import ViewStateKit

/// An action by its case names and argument labels alone, for ``ReducerPrinter/actionLabels``:
/// `AppAction.screenA(.row(index:, action: .textChanged(query:)))`. Values are left out; an
/// unlabelled value shows as `_:`, an enum value as its own case.
enum ActionLabels {
    static func describe(_ action: Any) -> String {
        TypeName.of(type(of: action)) + caseLabel(of: action)
    }

    /// `.name` or `.name(labels)` for an enum value, `nil` for anything else.
    private static func caseLabel(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return "" }
        guard let payload = mirror.children.first, let name = payload.label else {
            return "." + String(describing: value)
        }
        let inner = Mirror(reflecting: payload.value)
        let arguments: [String]
        if inner.displayStyle == .tuple {
            arguments = inner.children.map { element in
                let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "_"
                return argument(label, element.value)
            }
        } else {
            arguments = [isEnum(payload.value) ? caseLabel(of: payload.value) : "_:"]
        }
        return ".\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// `label:` for a value, `label: .case` for an enum value.
    private static func argument(_ label: String, _ value: Any) -> String {
        isEnum(value) ? "\(label): \(caseLabel(of: value))" : "\(label):"
    }

    private static func isEnum(_ value: Any) -> Bool {
        Mirror(reflecting: value).displayStyle == .enum
    }
}
