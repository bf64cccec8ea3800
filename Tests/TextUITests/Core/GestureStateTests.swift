import Testing
@testable import TextUI

/// Screens that track a gesture in `@GestureState`, pinch or rotate, and read geometry in a
/// named coordinate space compile, and draw the moment before any touch.
@MainActor @Suite struct GestureStateTests {
    struct ZoomablePhoto: View {
        @GestureState private var zoom = 1.0
        @GestureState private var dragOffset: CGSize = .zero
        @GestureState private var pressedRow: Int?

        var body: some View {
            VStack(alignment: .leading) {
                Text(zoom == 1 ? "Photo at 100%" : "Zoomed")
                    .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
                Text(dragOffset == .zero ? "Resting" : "Dragged")
                    .gesture(DragGesture(minimumDistance: 0).updating($dragOffset, body: { value, state, transaction in
                        state = value.translation
                        transaction.animation = .default
                    }))
                Text(pressedRow.map { "Row \($0)" } ?? "No row pressed")
                    .simultaneousGesture(RotationGesture().updating($pressedRow) { _, state, _ in state = 3 })
                    .gesture(SpatialTapGesture(count: 2).onEnded { _ in })
                    .gesture(MagnificationGesture().onChanged { _ in })
                    .gesture(RotateGesture(minimumAngleDelta: .degrees(5)).onEnded { _ in })
            }
        }
    }

    @Test func gestureStateReadsItsStartingValueBecauseNoTouchIsUnderWay() {
        #expect(ZoomablePhoto().render(width: 20) == "Photo at 100%\nResting\nNo row pressed")
    }

    @Test func aGestureStateThatStartsAtNilAndItsProjectionReadTheStart() {
        let state = GestureState<String?>(resetTransaction: TextUI.Transaction())
        #expect(state.wrappedValue == nil)
        let counter = GestureState(initialValue: 4, reset: { _, _ in })
        #expect(counter.projectedValue.wrappedValue == 4)
    }

    struct ScrollOffsetReader: View {
        var body: some View {
            ScrollView {
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("scroll"))
                    let modern = proxy.frame(in: .scrollView)
                    let global = proxy.frame(in: .global)
                    Text(named == modern && modern == global ? "Offset \(Int(named.minY))" : "spaces differ")
                }
                .frame(height: 16)
            }
            .coordinateSpace(name: "scroll")
            .coordinateSpace(.named("outer"))
        }
    }

    @Test func namedCoordinateSpacesChangeNothingDrawnAndEverySpaceReadsTheSameFrame() {
        #expect(ScrollOffsetReader().render(width: 12) == "Offset 0")
    }
}
