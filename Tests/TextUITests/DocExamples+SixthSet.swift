import Foundation
import TextUI

/// The doc examples of what the sixth unseen set of real screens added (see ``DocExample``).
extension DocExample {
    static let sixthSet: [DocExample] = [
        DocExample("Foundation/NSAttributedString+Documents.swift") {
            let notes = try? NSAttributedString(
                data: Data("<p>Faster <b>sync</b></p><ul><li>Fixes</li></ul>".utf8),
                options: [.documentType: NSAttributedString.DocumentType.html],
                documentAttributes: nil
            )
            return Text(AttributedString(notes ?? NSAttributedString(string: ""))).render()
        },
    ]
}
