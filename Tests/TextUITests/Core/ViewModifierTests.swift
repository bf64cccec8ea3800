import Testing
import TextUI

private struct Titled: ViewModifier {
    let title: String
    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(title)
            content
        }
    }
}

private struct Marked: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    @State private var mark = "•"
    func body(content: Content) -> some View {
        HStack { Text(isEnabled ? mark : "-"); content }
    }
}

/// A modifier's body wraps the view it is applied to; modifiers compose.
@MainActor
@Suite struct ViewModifierTests {
    @Test func aModifierPutsItsContentWhereItsBodySays() {
        #expect(Text("Kyoto").modifier(Titled(title: "City")).render() == "City\nKyoto")
    }

    @Test func concatenatedModifiersApplyInOrder() {
        let both = Titled(title: "A").concat(Titled(title: "B"))
        #expect(Text("x").modifier(both).render() == "B\nA\nx")
        #expect(Text("x").modifier(Titled(title: "A")).modifier(Titled(title: "B")).render() == "B\nA\nx")
    }

    @Test func aModifierReadsTheEnvironmentWhereItIsAppliedAndKeepsState() {
        #expect(Text("Tea").modifier(Marked()).render() == "• Tea")
        #expect(Text("Tea").modifier(Marked()).disabled(true).render() == "- Tea")
    }

    @Test func theEmptyModifierChangesNothing() {
        #expect(Text("As is").modifier(EmptyModifier.identity).render() == "As is")
        #expect(ModifiedContent(content: Text("Same"), modifier: EmptyModifier()).render() == "Same")
    }

    @Test func modifiedContentKeepsItsParts() {
        let modified = Text("x").modifier(Titled(title: "T"))
        #expect(modified.modifier.title == "T")
    }
}
