import Testing
import TextUI

/// A custom control read as the standard one it stands for, actions a screen reader offers on
/// a row, and a ring painted with an angular gradient, as the fetched apps write them.
@MainActor
@Suite struct RepresentationAndGradientTests {
    struct VolumeRow: View {
        var body: some View {
            HStack {
                Text("Volume")
                Text("▮▮▮▯▯")
            }
            .accessibilityRepresentation {
                Slider(value: .constant(0.6)) { Text("Volume") }
            }
        }
    }

    @Test func aRepresentationIsReadInPlaceOfTheDrawnView() {
        #expect(VolumeRow().render() == "Volume ▮▮▮▯▯")
        #expect(VolumeRow().accessibilityTranscript() == Slider(value: .constant(0.6)) { Text("Volume") }.accessibilityTranscript())
        #expect(!VolumeRow().accessibilityTranscript().contains("▮"))
    }

    @Test func accessibilityActionsAreReadByTheirButtonsLabels() {
        let row = Text("Ben: lunch?").accessibilityActions {
            Button("Reply") {}
            Button("Mark as read") {}
        }
        #expect(row.render() == "Ben: lunch?")
        #expect(row.accessibilityTranscript() == """
            Text: Ben: lunch?
              Actions: Reply, Mark as read
            """)
    }

    @Test func anAngularGradientPaintsNothingAsAStyleOrAView() {
        let ring = ZStack {
            Circle().stroke(AngularGradient(gradient: Gradient(colors: [.blue, .red]), center: .center, startAngle: .degrees(270), endAngle: .zero), lineWidth: 3)
            Text("72%")
        }
        let plain = ZStack { Circle().stroke(Color.blue, lineWidth: 3); Text("72%") }
        #expect(ring.render(width: 9) == plain.render(width: 9))
        #expect(ZStack { AngularGradient(colors: [.red, .yellow], center: .center); Text("Hi") }.render(width: 4) == " Hi")
        #expect(AngularGradient(stops: [.init(color: .red, location: 0)], center: .top, angle: .degrees(90)).render(width: 3) == "")
    }
}
