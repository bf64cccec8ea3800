import Foundation
import TextUI

/// The doc examples of what the real-screen corpus added (see ``DocExample``).
extension DocExample {
    static let realScreens: [DocExample] = [
        DocExample("Text/Text+AttributedString.swift") {
            var reply = AttributedString("Use ")
            reply += AttributedString("List")
            return Text(reply).render()
        },
        DocExample("Modifiers/View+Help.swift") { Button("Reset") {}.help("Restores every default").render() },
        DocExample("Controls/GlassButtonStyles.swift") { Button("Retry") {}.buttonStyle(.glass).render() },
        DocExample("Styles/ShadowStyle.swift") {
            Text("Following").foregroundStyle(.primary.shadow(.inner(color: .gray, radius: 2))).render()
        },
        DocExample("Text/String+LocalizationValue.swift") { Text(String(localized: "Purchased \(3) donuts")).render() },
    ]
}
