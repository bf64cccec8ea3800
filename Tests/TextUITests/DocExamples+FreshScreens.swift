import Foundation
import TextUI

/// The doc examples of what the fresh set of real screens added (see ``DocExample``).
extension DocExample {
    static let freshScreens: [DocExample] = [
        DocExample("Controls/DefaultButtonLabel.swift") {
            HStack {
                Button(role: .close) {}
                Button(role: .confirm) {}
            }.render()
        },
        DocExample("Views/UIViewControllerRepresentable.swift") { ShareSheetExample().render() },
        DocExample("Views/UIViewRepresentable.swift") { SpinnerExample().render() },
    ]
}

/// The share sheet of `UIViewControllerRepresentable`'s doc example.
private struct ShareSheetExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: ["Hi"], applicationActivities: nil)
    }
    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

/// The wrapped view of `UIViewRepresentable`'s doc example.
private struct SpinnerExample: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}
