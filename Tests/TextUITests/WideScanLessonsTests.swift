import Testing
@testable import TextUI

/// What a scan of every `import SwiftUI` file of 41 fetched apps (6,238 files) found missing,
/// beyond the sets of screens tried one by one: haptics played from a button's action, colour
/// and 3D effects, and the small modifiers of menus, links, search and previews. Each screen
/// here compiles and draws what it says.
@MainActor @Suite struct WideScanLessonsTests {
    struct RateButton: View {
        @FocusState private var searching: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Like") {
                    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                    UISelectionFeedbackGenerator().selectionChanged()
                    let outcome = UINotificationFeedbackGenerator()
                    outcome.prepare()
                    outcome.notificationOccurred(.success)
                }
                Text("Flipped card")
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
                    .colorMultiply(.orange)
                    .hueRotation(.degrees(45))
                Menu("Sort") { Button("Newest") {} }.menuOrder(.fixed)
                Text("Search").searchFocused($searching)
            }
        }
    }

    @Test func hapticsColourAndDepthEffectsDrawTheViewAsItWas() {
        let plain = VStack(alignment: .leading) {
            Button("Like") {}
            Text("Flipped card")
            Menu("Sort") { Button("Newest") {} }
            Text("Search")
        }
        #expect(RateButton().render(width: 20) == plain.render(width: 20))
        #expect(RateButton().render(width: 20).contains("Flipped card"))
    }

    @Test func aDetailLinkAndAPreviewOrientationChangeNothingOnAPhone() {
        let link = NavigationStack { NavigationLink("Inbox") { Text("Mail") }.isDetailLink(false) }
        let plain = NavigationStack { NavigationLink("Inbox") { Text("Mail") } }
        #expect(link.render(width: 16) == plain.render(width: 16))
        #expect(Text("Wide").previewInterfaceOrientation(.landscapeLeft).render(width: 8) == "Wide")
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}

/// Anchors handed up as preferences, as a thread view draws lines between comments
/// (`anchorPreference(key:value:transform:)`, then `overlayPreferenceValue` with `proxy[anchor]`).
@MainActor @Suite struct AnchorPreferenceTests {
    struct CommentAnchors: PreferenceKey {
        static let defaultValue: [String: Anchor<CGPoint>] = [:]
        static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct BoundsList: PreferenceKey {
        static let defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    struct Thread: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Root post").anchorPreference(key: CommentAnchors.self, value: .center) { ["root": $0] }
                Text("A reply").anchorPreference(key: CommentAnchors.self, value: .top) { ["reply": $0] }
                Text("Picker").anchorPreference(key: BoundsList.self, value: .bounds) { [$0] }
                    .transformAnchorPreference(key: BoundsList.self, value: .rect(CGRect(x: 0, y: 0, width: 8, height: 16))) {
                        $0.append($1)
                    }
            }
            .overlayPreferenceValue(CommentAnchors.self) { anchors in
                GeometryReader { proxy in
                    Text("\(anchors.count)@\(Int(anchors["root"].map { proxy[$0].y } ?? -1))")
                }
            }
            .overlayPreferenceValue(BoundsList.self) { bounds in
                VStack { Spacer(); Text(bounds.map { "\(Int($0.value.width))" }.joined(separator: ",")) }
            }
        }
    }

    @Test func anchorsReachTheOverlayThatReadsThemAndReadAtTheOrigin() {
        let drawn = Thread().render(width: 24)
        #expect(drawn.hasPrefix("2@0"), "both comments' anchors reach the overlay, the root's at the origin: \(drawn)")
        #expect(drawn.hasSuffix("0,8"), "the bounds, then the rectangle the transform added: \(drawn)")
        #expect(Anchor<CGRect>.Source.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).value == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Anchor<[CGPoint]>.Source([.point(CGPoint(x: 5, y: 6)), .center]).value == [CGPoint(x: 5, y: 6), .zero])
    }
}

/// A label or text view wrapped for text `Text` would not lay out UIKit's way (12 and 10 of the
/// fetched apps): made and updated as SwiftUI does, it draws its text, not a placeholder line.
@MainActor @Suite struct WrappedLabelTests {
    struct AttributedCaption: UIViewRepresentable {
        let caption: String
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.numberOfLines = 0
            label.textAlignment = .center
            label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            label.isUserInteractionEnabled = true
            return label
        }
        func updateUIView(_ label: UILabel, context: Context) {
            label.attributedText = NSAttributedString(string: caption)
            label.sizeToFit()
        }
    }

    final class Coordinator: NSObject, UITextViewDelegate {}

    struct NoteEditor: UIViewRepresentable {
        let note: String
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UITextView {
            let textView = UITextView()
            textView.isScrollEnabled = false
            textView.textContainerInset = .zero
            textView.delegate = context.coordinator
            textView.font = .preferredFont(forTextStyle: .body)
            return textView
        }
        func updateUIView(_ textView: UITextView, context: Context) { textView.text = note }
    }

    @Test func aWrappedLabelDrawsItsAttributedTextCentredOnTheLinesItNeeds() {
        let drawn = AttributedCaption(caption: "Posted by Aiko in Kyoto").render(width: 12)
        #expect(drawn == "Posted by\n Aiko in\n  Kyoto", "every line, each centred: \(drawn)")
        #expect(!AttributedCaption(caption: "Hi").render(width: 12).contains("⬚"))
    }

    @Test func aWrappedTextViewDrawsItsText() {
        #expect(NoteEditor(note: "Buy matcha").render(width: 20) == "Buy matcha")
        let label = UILabel()
        label.text = "plain"
        label.numberOfLines = 1
        #expect(label.attributedText == nil && label.lineBreakMode == .byTruncatingTail)
    }
}
