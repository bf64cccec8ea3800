import Foundation
import Testing
import TextUI

/// What an eighth unseen set of real apps' screens (a social client's note actions, a music
/// player's settings pieces, a day planner's hour cards and a transit app's onboarding) met
/// that TextUI lacked or drew wrong, each as a screen like the real one, written here.
@MainActor
@Suite struct EighthSetLessonsTests {
    /// An onboarding row writes its icon inline when the type is large: the symbol is part of
    /// the text, drawn as `Image(systemName:)` draws it, and an asset image as its name.
    @Test func anImageMadeIntoTextDrawsItsSymbolInTheSentence() {
        let row = Text(Image(systemName: "wifi")) + Text(" ") + Text("A connection is needed.")
        #expect(row.render(width: 40) == Text("\(Image(systemName: "wifi")) A connection is needed.").render(width: 40))
        #expect(row.render(width: 40).hasSuffix(" A connection is needed."))
        #expect(Text(Image("brand-mark")).render(width: 20) == "(brand-mark)")
    }

    /// A region form marks the service area with a clear rectangle bordered in the selection
    /// style, 270 by 250 points, over a map: the box takes its frame, and the map shows through
    /// its inside — while a bordered card over text still covers it.
    @Test func aClearRectanglesBorderTakesItsFrameAndLetsWhatIsUnderShow() {
        let marker = Rectangle().fill(.clear).border(.selection, width: 7).frame(width: 120, height: 60)
        let drawn = marker.render(width: 40).components(separatedBy: "\n")
        #expect(drawn.first == "┌─────────────┐")
        #expect(drawn.last == "└─────────────┘")
        let overMap = ZStack { Text("Seattle").frame(maxWidth: .infinity, maxHeight: .infinity); marker }.frame(height: 100)
        #expect(overMap.render(width: 40).contains("│   Seattle   │"))
        let card = ZStack { Text("Hidden"); Text("Card").frame(width: 120, height: 40).border(Color.gray) }
        #expect(!card.render(width: 40).contains("Hidden"))
    }

    /// A finished-upgrade screen pins a full-width Dismiss and a smaller View Report below its
    /// content: the stack centres the smaller button once, under the wide one, not again.
    @Test func aSmallButtonUnderAWideOneInABottomInsetStaysCentred() {
        let screen = Spacer().safeAreaInset(edge: .bottom) {
            VStack(spacing: 14) {
                Button {} label: { Text("Dismiss").frame(maxWidth: .infinity) }
                Button("View Report") {}
            }
        }
        let row = screen.render(width: 40).components(separatedBy: "\n").first { $0.contains("View Report") }
        #expect(row.map { String($0.prefix(13)) } == String(repeating: " ", count: 12) + "[")
    }

    /// A data-upgrade screen accepts a dropped property list as XML or binary: an XML property
    /// list is both XML and a property list, as on a phone.
    @Test func anXMLPropertyListIsXMLAndAPropertyList() {
        #expect(UTType.xmlPropertyList.identifier == "com.apple.xml-property-list")
        #expect(UTType.xmlPropertyList.conforms(to: .xml))
        #expect(UTType.xmlPropertyList.conforms(to: .propertyList))
        #expect(UTType.binaryPropertyList.conforms(to: .propertyList))
        #expect(!UTType.binaryPropertyList.conforms(to: .xml))
    }

    /// The dropped list is read from a file the provider writes for the moment: the handler
    /// reads the item's bytes from it, the file is gone once the handler returns, and a type
    /// the provider lacks is an error with no file.
    @Test func aDroppedItemIsHandedAsATemporaryFileThatIsRemovedAfterwards() throws {
        final class Seen: @unchecked Sendable { var url: URL?; var text: String?; var error: (any Error)? }
        let provider = NSItemProvider(item: "<plist/>" as NSString, typeIdentifier: UTType.xmlPropertyList.identifier)
        let seen = Seen()
        provider.loadFileRepresentation(forTypeIdentifier: UTType.propertyList.identifier) { url, error in
            seen.url = url
            seen.text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            seen.error = error
        }
        #expect(seen.text == "<plist/>")
        #expect(seen.error == nil)
        let url = try #require(seen.url)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let missing = Seen()
        provider.loadFileRepresentation(forTypeIdentifier: UTType.png.identifier) { url, error in
            missing.url = url
            missing.error = error
        }
        #expect(missing.url == nil)
        #expect(missing.error != nil)
    }

    /// A planner derives a card's pale tint from its accent colour's hue: the colour answers,
    /// writing each component asked for (an opaque colour's alpha 1, a clear one's 0).
    @Test func aColoursHueAndAlphaCanBeReadToDeriveATint() {
        var hue: CGFloat = 0.5
        var alpha: CGFloat = 0
        #expect(UIColor(Color.orange).getHue(&hue, saturation: nil, brightness: nil, alpha: &alpha))
        #expect(hue == 0)
        #expect(alpha == 1)
        #expect(UIColor.clear.getHue(nil, saturation: nil, brightness: nil, alpha: &alpha))
        #expect(alpha == 0)
    }

    /// A like button shows the reaction already sent as a gradient cut to the hand's shape: the
    /// paint is masked by the icon, so the icon is what shows; a word masked by a gradient stays
    /// the word.
    @Test func paintMaskedByAnIconShowsTheIcon() {
        let icon = Image(systemName: "hand.thumbsup.fill").resizable().aspectRatio(contentMode: .fit)
        let liked = LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            .mask(icon)
            .frame(width: 22, height: 20)
        #expect(liked.render(width: 10) == icon.frame(width: 22, height: 20).render(width: 10))
        #expect(!liked.render(width: 10).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(Color.red.mask { Text("Hi") }.render(width: 10) == "Hi")
        #expect(Text("Premium").mask(Color.black).render(width: 10) == "Premium")
    }

    /// Two symbols an onboarding list draws beside its explanations: each has its glyph, not
    /// the unknown-symbol cell.
    @Test func theOnboardingSymbolsDrawTheirGlyphs() {
        #expect(Image(systemName: "arrow.up.doc.on.clipboard").render(width: 4) == "⎘")
        #expect(Image(systemName: "star.square.on.square").render(width: 4) == "❐")
    }
}
