import Foundation
import TextUI

/// The doc examples of the SwiftUI names the fetched apps use most that TextUI lacked (see
/// ``DocExample``).
extension DocExample {
    static let commonApps: [DocExample] = [
        DocExample("Presentation/FileImporter.swift") {
            Text("Notes\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n\n")
                .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
                .render(width: 36)
        },
        DocExample("SafariServices/SFSafariViewController.swift") {
            SafariExample(url: URL(string: "https://example.com")!).render()
        },
        DocExample("WidgetKit/WidgetTile.swift") {
            VStack {
                Text("Steps")
                Text("8,204")
            }
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .render(width: 30)
        },
        DocExample("PhotosUI/PhotosPicker.swift") {
            PhotosPicker(selection: .constant(nil), matching: .images) { Text("Choose photo") }.render()
        },
        DocExample("Accessibility/View+AccessibilityRepresentation.swift") {
            Text("Ben: lunch?").accessibilityActions {
                Button("Reply") {}
                Button("Mark as read") {}
            }.accessibilityTranscript()
        },
    ]
}

/// The representable of `SFSafariViewController`'s doc example.
private struct SafariExample: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}
