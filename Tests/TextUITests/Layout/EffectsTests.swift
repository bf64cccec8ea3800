import Testing
import TextUI

/// Effects, gestures and animations are accepted and draw the view as it was; opacity 0
/// hides; layout priority and safe-area insets change the layout.
@MainActor @Suite struct EffectsTests {
    @Test func visualEffectsDrawTheViewAsItWas() {
        let plain = HStack { Text("Aiko"); Text("Pro") }.render()
        let affected = HStack { Text("Aiko"); Text("Pro") }
            .clipShape(RoundedRectangle(cornerRadius: 8)).cornerRadius(8).shadow(radius: 4)
            .offset(x: 10, y: -4).scaleEffect(1.2).rotationEffect(.degrees(15)).blur(radius: 2)
            .aspectRatio(1, contentMode: .fit).scaledToFill().zIndex(1).fixedSize()
            .onTapGesture(count: 2) {}.gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
            .onLongPressGesture { }.contentShape(Rectangle()).ignoresSafeArea()
            .animation(.spring(), value: 1).transition(.move(edge: .bottom).combined(with: .opacity))
        #expect(affected.render() == plain)
    }

    @Test func withAnimationRunsItsBodyAtOnce() {
        var count = 0
        let result = withAnimation(.easeInOut) { count += 1; return count }
        #expect(result == 1 && count == 1)
    }

    @Test func opacityZeroHidesButKeepsTheRoom() {
        #expect(HStack { Text("a").opacity(0); Text("b") }.render() == "  b")
        #expect(HStack { Text("a").opacity(0.5); Text("b") }.render() == "a b")
        #expect(Text("secret").opacity(0).accessibilityTranscript() == "")
    }

    @Test func aFaintViewIsNotSeenButIsStillRead() {
        #expect(HStack { Text("a").opacity(0.01); Text("b") }.render() == "  b")
        #expect(Text("482193").opacity(0.01).accessibilityTranscript() == "Text: 482193")
    }

    @Test func aHigherPriorityChildIsServedFirst() {
        let row = HStack { Text("Order #2291 has shipped").layoutPriority(1); Text("Arrives Tuesday") }
        #expect(row.render(width: 32).hasPrefix("Order #2291 has shipped "))
        let even = HStack { Text("Order #2291 has shipped"); Text("Arrives Tuesday") }
        #expect(!even.render(width: 32).hasPrefix("Order #2291 has shipped "))
        #expect(row.render(width: 10).contains("Arri"))
    }

    @Test func aBottomInsetIsPinnedToTheLastRows() {
        let screen = Text("Cart").safeAreaInset(edge: .bottom, spacing: 16) { Text("Check out") }
        #expect(screen.render(width: 12) == "Cart\n\n Check out")
        #expect(screen.render(width: 12, height: 5) == "Cart\n\n\n\n Check out")
        let top = Text("List").safeAreaInset(edge: .top, alignment: .leading) { Text("Filter") }
        #expect(top.render(width: 10, height: 3) == "Filter\nList\n")
        #expect(screen.accessibilityTranscript() == "Text: Cart\nText: Check out")
    }
}
