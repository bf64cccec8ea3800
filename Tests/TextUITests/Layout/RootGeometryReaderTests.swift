import Foundation
import Testing
@testable import TextUI

/// A screen whose body is a `GeometryReader` sizes its parts from the screen's height, as real
/// screens do (a header a third of the screen, a portrait layout when taller than wide). A
/// phone gives it the screen; a drawing given a height gives those rows; a drawing with none
/// (a preview at its natural height) gives a phone's, 759 points, not 0.
@MainActor
struct RootGeometryReaderTests {
    /// A profile screen: a banner a third of the screen high, then the name.
    struct ProfileScreen: View {
        var body: some View {
            GeometryReader { geo in
                VStack(spacing: 0) {
                    Color.blue.frame(height: geo.size.height * 0.3)
                    Text("Mina Park")
                }
            }
        }
    }

    /// A player that lays out side by side only when the screen is wider than tall.
    struct PlayerScreen: View {
        var body: some View {
            GeometryReader { geo in
                if geo.size.height > geo.size.width {
                    VStack { Text("Artwork"); Text("Controls") }
                } else {
                    HStack { Text("Artwork"); Text("Controls") }
                }
            }
        }
    }

    @Test func aRootReaderWithNoHeightReadsAPhonesScreen() {
        let rows = ProfileScreen().render(width: 40).split(separator: "\n", omittingEmptySubsequences: false)
        // 0.3 × 759 points is 14 rows of banner, then the name.
        #expect(rows.count == 15)
        #expect(rows.last?.trimmingCharacters(in: .whitespaces) == "Mina Park")
        #expect(PlayerScreen().render(width: 40) == "Artwork\nControls")
        var readHeight = -1.0
        _ = GeometryReader { geo in
            readHeight = geo.size.height
            return Text("\(Int(geo.size.height))")
        }.render(width: 40)
        #expect(readHeight == 759)
    }

    @Test func aRootReaderGivenAHeightReadsThoseRows() {
        // 20 rows are 320 points; a third of them is 6 rows.
        let drawn = ProfileScreen().render(width: 40, height: 20).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(drawn.count == 20 && drawn[6].trimmingCharacters(in: .whitespaces) == "Mina Park")
        #expect(PlayerScreen().render(width: 40, height: 2) == "Artwork Controls\n")
    }

    @Test func aReaderInsideTheScreenReadsTheRoomAPhoneGivesIt() {
        // Beside fixed rows in a stack with no height, what a phone's screen leaves
        // (PhoneProposedHeightTests); in a frame, the frame.
        var beside: [Double] = []
        var framed: [Double] = []
        _ = VStack {
            Text("Top")
            GeometryReader { geo in beside.append(geo.size.height); return Text("In") }
            GeometryReader { geo in framed.append(geo.size.height); return Text("Framed") }.frame(height: 48)
        }.render(width: 40)
        // 759 less the text's row and the frame's three, 16 points each.
        #expect(beside.last == 695 && framed.last == 48)
    }
}
