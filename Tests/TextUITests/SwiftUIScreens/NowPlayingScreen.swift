import Foundation
import Testing
import TextUI

struct NowPlayingScreen: View {
    @State private var volume = 0.6
    @State private var position = 42.0
    @State private var isScrubbing = false
    let artwork: UIImage
    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    var body: some View {
        ScrollView {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(uiImage: artwork)
                    .resizable()
                    .frame(width: UIScreen.main.bounds.width * 0.2, height: 16)
                    .mask(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading) {
                    Text("Blue in Green")
                        .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                    Text(isPad ? "iPad" : UIDevice.current.model)
                }
                Spacer()
                Image(systemName: "chevron.right")
                    .flipsForRightToLeftLayoutDirection(true)
            }
            Slider(value: $position, in: 0...300, step: 1, onEditingChanged: { editing in
                isScrubbing = editing
            }, minimumValueLabel: Text("0:42"), maximumValueLabel: Text("5:00")) {
                Text("Position")
            }
            Slider(value: $volume, onEditingChanged: { _ in }) {
                Text("Volume")
            }
            HStack {
                Button {
                } label: {
                    Image(systemName: "plus")
                        .padding(8)
                        .background(.fill.tertiary, in: .circle)
                }
                Button("Settings") {
                    if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url, options: [:], completionHandler: nil)
                    }
                }
            }
            HStack {
                ForEach(["Jazz", "Modal", "1959"], id: \.self) { Text($0) }
            }
        }
        .padding()
        .containerShape(RoundedRectangle(cornerRadius: 20))
        }
        .scrollClipDisabled()
    }
}

// A player card that reaches UIKit the way iOS screens do: Image(uiImage:), a UIFont through
// Font(_:), UIDevice.current, UIScreen.main.bounds, UIApplication.shared.open; SwiftUI's first
// Slider forms (value labels as views, onEditingChanged before the label); .fill.tertiary in a
// circle, .mask(_:) with a view, .containerShape, .scrollClipDisabled and
// .flipsForRightToLeftLayoutDirection.

@MainActor @Suite(.drawsEveryReadableText) struct NowPlayingScreenTests {
    @Test func theCardDrawsEveryControl() {
        // The artwork's frame is a fifth of the phone's 393-point width: 78.6 points, ten
        // columns, the name centred in them.
        #expect(NowPlayingScreen(artwork: UIImage(named: "cover")!).render(width: 40) == """

               (cover)   Blue in Green           ›
                         iPhone
              Position
              0:42 ━━━●─────────────────── 42 5:00
              Volume
              ━━━━━━━━━━━━━━━━━━━●──────────── 0.6
              [  +  ] [ Settings ]
              Jazz Modal 1959

            """)
    }

    @Test func uiKitAnswersAsAnIPhone() {
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        var opened: Bool?
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened = $0 }
        #expect(opened == false)
    }

    @Test func anImageFromDataOrASymbolDrawsAsOne() {
        #expect(Image(uiImage: UIImage(systemName: "star")!).render() == Image(systemName: "star").render())
        #expect(Image(uiImage: UIImage(data: Data([1, 2, 3]))!).render() == "(image)")
        #expect(UIImage(data: Data()) == nil)
    }
}
