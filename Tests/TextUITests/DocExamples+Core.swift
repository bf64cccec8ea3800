import TextUI

/// The doc examples of the core vocabulary: `LocalizedStringKey`, state, bindings and the
/// environment (see ``DocExample``).
extension DocExample {
    static let core: [DocExample] = [
        DocExample("Text/LocalizedStringKey.swift") {
            let count = 3
            return VStack(alignment: .leading) {
                Text("\(count) items")
                Text("Rate \(4.25, specifier: "%.1f")")
                Text("Ratio \(0.5)")
            }.render(width: 20)
        },
    ]
}
