import TextUI

// The views the doc comments of the pre-Observation data flow declare (see ``DocExample``).

private final class Counter: ObservableObject {
    @Published var count = 2
}

private struct CounterView: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Stepper("Cups: \(counter.count)", value: $counter.count, in: 0...9)
    }
}

private final class Draft: ObservableObject { @Published var title = "Trip" }

private struct DraftForm: View {
    @ObservedObject var draft: Draft
    var body: some View { TextField("Title", text: $draft.title) }
}

private final class Basket: ObservableObject { @Published var count = 3 }

private struct BasketView: View {
    @StateObject private var basket = Basket()
    var body: some View { Text("\(basket.count) items") }
}

private final class Cart: ObservableObject { @Published var count = 2 }

private struct CartBadge: View {
    @EnvironmentObject private var cart: Cart
    var body: some View { Text("Cart (\(cart.count))") }
}

private struct Sounds: View {
    @AppStorage("doc.sounds") private var sounds = true
    var body: some View { Toggle("Sounds", isOn: $sounds) }
}

private struct Advanced: View {
    @SceneStorage("doc.advanced") private var showsAdvanced = false
    var body: some View { Toggle("Advanced", isOn: $showsAdvanced) }
}

private struct Hint: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text(size.isAccessibilitySize ? "Large text" : "Standard text") }
}

private struct Sheet: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Text("New").previewDisplayName("Badge")
    }
}

/// The doc examples of the data flow SwiftUI had before Observation, and of what screens
/// written with it read from the environment (see ``DocExample``).
extension DocExample {
    static let dataFlow: [DocExample] = [
        DocExample("DataFlow/ObservableObject.swift") { CounterView().render(width: 20) },
        DocExample("DataFlow/ObservedObject.swift") { DraftForm(draft: Draft()).render(width: 12) },
        DocExample("DataFlow/StateObject.swift") { BasketView().render() },
        DocExample("DataFlow/EnvironmentObject.swift", 0) { CartBadge().environmentObject(Cart()).render() },
        DocExample("DataFlow/EnvironmentObject.swift", 1) { CartBadge().environmentObject(Cart()).render() },
        DocExample("DataFlow/AppStorage.swift") { Sounds().render(width: 16) },
        DocExample("DataFlow/SceneStorage.swift") { Advanced().render(width: 16) },
        DocExample("Environment/DynamicTypeSize.swift") {
            VStack(alignment: .leading) {
                Hint()
                Hint().dynamicTypeSize(.accessibility2)
            }.render()
        },
        DocExample("Environment/PresentationMode.swift") { Sheet().render() },
        DocExample("Environment/Redaction.swift") {
            VStack(alignment: .leading) {
                Text("Total $51.97")
                Text("Total $51.97").redacted(reason: .placeholder)
            }.render()
        },
        DocExample("Previews/PreviewProvider.swift") { Badge_Previews.previews.render() },
        DocExample("Controls/ShareLink.swift", 0) {
            VStack(alignment: .leading) {
                ShareLink(item: URL(string: "https://example.com/app")!)
                ShareLink("Tell a friend", item: "https://example.com/app")
            }.render()
        },
        DocExample("Controls/ShareLink.swift", 1) { ShareLink(item: "https://example.com/app").render() },
        DocExample("Controls/Gauge.swift") {
            Gauge(value: 42, in: 0...100) {
                Text("Pages")
            } currentValueLabel: {
                Text("42")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }.render(width: 20)
        },
        DocExample("Controls/TextInput/View+LineLimitRange.swift", 0) { Text("One\nTwo\nThree\nFour").lineLimit(1...3).render() },
        DocExample("Controls/TextInput/View+LineLimitRange.swift", 1) {
            Text("Two\nlines").lineLimit(3, reservesSpace: true).border(.gray).render()
        },
        DocExample("Accessibility/View+AccessibilityElement.swift", 0) {
            HStack { Image(systemName: "star.fill"); Text("4.8") }
                .accessibilityElement(children: .combine)
                .accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityElement.swift", 1) {
            ZStack { Circle(); Text("AT") }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Avatar, AT")
                .accessibilityTranscript()
        },
    ]
}

private struct Note: View {
    @Environment(\.sizeCategory) private var category
    var body: some View { Text(category.isAccessibilityCategory ? "Larger text is on" : "Standard text") }
}

extension DocExample {
    static let environmentSettings: [DocExample] = [
        DocExample("Environment/ContentSizeCategory.swift") {
            VStack(alignment: .leading) {
                Note()
                Note().environment(\.sizeCategory, .accessibilityLarge)
            }.render()
        },
        DocExample("DataFlow/ForEach+Binding.swift") {
            ForEach(.constant(["Aiko", "Ben"]), id: \.self) { $name in
                TextField("Name", text: $name)
            }.render(width: 10)
        },
        DocExample("Controls/ControlGroup.swift") {
            ControlGroup {
                Button("Bold") {}
                Button("Italic") {}
            }.render()
        },
    ]
}
