import Foundation
import TextUI

/// The doc examples of what the seventh unseen set of real screens added (see ``DocExample``).
extension DocExample {
    static let seventhSet: [DocExample] = [
        DocExample("Collections/ContextMenu.swift") {
            Text("Build 25.4")
                .contextMenu(ContextMenu {
                    Button("Copy", systemImage: "doc.on.doc") {}
                })
                .render(width: 12)
        },
        DocExample("Text/AttributeScopes+SwiftUI.swift") {
            var terms = AttributedString("Read the Terms")
            if let range = terms.range(of: "Terms") {
                terms[range].underlineStyle = .single
                terms[range].foregroundColor = .blue
            }
            return Text(terms).render()
        },
        DocExample("UIKit/UIActivityIndicatorView.swift") { HStack { Spinner(); Text("Pairing…") }.render() },
    ]
}

/// The wrapped spinner of `UIActivityIndicatorView`'s doc example.
private struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
}
