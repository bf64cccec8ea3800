import Foundation
import TextUI

/// The doc examples of the UIKit classes real files still missed (see ``DocExample``).
extension DocExample {
    static let uikitRemaining: [DocExample] = [
        DocExample("UIKit/UIStackView.swift") { SunriseStackExample().render() },
        DocExample("UIKit/UIImageView.swift") { AvatarImageViewExample().render() },
        DocExample("Controls/GroupBoxStyle.swift") {
            GroupBox("Cache") { Text("~/Library/Caches") }.groupBoxStyle(SectionStyleExample()).render()
        },
    ]
}

/// The representable of `UIStackView`'s doc example.
private struct SunriseStackExample: UIViewRepresentable {
    func makeUIView(context: Context) -> UIStackView {
        let title = UILabel()
        title.text = "Sunrise"
        let subtitle = UILabel()
        subtitle.text = "6:42 AM"
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        return stack
    }
    func updateUIView(_ stack: UIStackView, context: Context) {}
}

/// The representable of `UIImageView`'s doc example.
private struct AvatarImageViewExample: UIViewRepresentable {
    func makeUIView(context: Context) -> UIImageView { UIImageView(image: UIImage(named: "avatar")) }
    func updateUIView(_ view: UIImageView, context: Context) {}
}

/// The style of `GroupBoxStyle`'s doc example.
private struct SectionStyleExample: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) { configuration.label; configuration.content }
    }
}
