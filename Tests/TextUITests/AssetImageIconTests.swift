import Foundation
import Testing
@testable import TextUI

/// An asset image where a phone shows an icon — a toolbar button, a 24-point logo — draws its
/// name when the whole name fits and, where it does not, one neutral icon cell rather than a
/// cut name (`(S…` says nothing); VoiceOver still reads the name.
@MainActor
struct AssetImageIconTests {
    /// A compose bar of icon buttons from the app's catalog, each in a 24-point square.
    private var composeBar: some View {
        HStack(spacing: 16) {
            Button {} label: { Image("Scene/Compose/poll").frame(width: 24, height: 24) }
            Button {} label: { Image("Scene/Compose/emoji").resizable().frame(width: 24, height: 24) }
            Spacer()
        }
    }

    @Test func anIconThatsNameDoesNotFitDrawsAsAnIconCell() {
        #expect(composeBar.render(width: 40) == "[  ⬚  ]  [  ⬚  ]")
        #expect(composeBar.render(width: 40, style: .ascii) == "[  ?  ]  [  ?  ]")
        let inbox = NavigationStack {
            Text("Mail")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button {} label: { Image("sidebar.toggle").frame(width: 24, height: 24) } }
                    ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image("compose") } }
                }
        }
        let bar = inbox.render(width: 40).split(separator: "\n").first.map(String.init) ?? ""
        #expect(bar.hasPrefix(" ⬚ ") && bar.hasSuffix("(compose)") && !bar.contains("…"))
    }

    @Test func anIconThatsNameFitsDrawsItsName() {
        #expect(HStack { Image("logo"); Text("Kōhī Roasters") }.render() == "(logo) Kōhī Roasters")
        #expect(Image("a").frame(width: 24).render() == "(a)")
    }

    @Test func theIconCellIsStillReadByItsName() {
        let transcript = Button {} label: { Image("compose").frame(width: 24) }.accessibilityTranscript()
        #expect(transcript.contains("compose"))
    }

    @Test(arguments: 0...6)
    func anAssetImageIsNeverWiderThanItsRoom(width: Int) {
        let drawn = Image("Scene/Compose/poll").render(width: width)
        #expect(drawn.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
        #expect(width == 0 ? drawn.isEmpty : drawn == "⬚")
    }
}
