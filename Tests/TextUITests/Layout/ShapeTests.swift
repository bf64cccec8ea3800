import Testing
import TextUI

/// A shape draws what a person sees of it: a dot, a bar, a box, or nothing.
@MainActor @Suite struct ShapeTests {
    @Test func aSmallFilledShapeIsOneMark() {
        #expect(Circle().frame(width: 8, height: 8).render() == "●")
        #expect(Capsule().fill(.green).frame(width: 16, height: 8).render() == "●")
        #expect(Rectangle().fill(.red).frame(width: 8, height: 8).render() == "■")
        #expect(Circle().stroke(.red).frame(width: 8, height: 8).render() == "○")
        #expect(Rectangle().stroke(.red, lineWidth: 2).frame(width: 8, height: 8).render() == "□")
    }

    @Test func aWideOneRowShapeIsABar() {
        #expect(Capsule().fill(.blue).frame(width: 40, height: 4).render() == "━━━━━")
        #expect(Rectangle().stroke(.gray).frame(height: 1).render(width: 4) == "────")
    }

    /// A circle fits its room as SwiftUI fits it: the largest circle there (a row is two
    /// columns high), centred. In a wide row it is a dot, not a bar; in a tall room a disc.
    @Test func aCircleKeepsItsShapeInARoomOfAnother() {
        // XCAChatGPT's loading dots: three circles sharing a row, the middle one faded out.
        let dots = HStack { Circle(); Circle().opacity(0); Circle() }.foregroundColor(.gray)
        #expect(dots.render(width: 40, height: 1) == "      ●                          ●")
        // Ten columns by two rows: a disc four columns wide, centred across.
        #expect(Circle().frame(width: 80, height: 32).render(width: 12) == "    ▄██▄\n    ▀██▀")
        #expect(Capsule().frame(width: 80, height: 8).render(width: 10, height: 1) == "━━━━━━━━━━")
    }

    @Test func aStrokedShapeIsABoxOfItsSize() {
        #expect(Rectangle().stroke(.gray).frame(width: 32, height: 48).render() == "┌──┐\n│  │\n└──┘")
        #expect(Circle().strokeBorder(.gray, lineWidth: 2).frame(width: 24, height: 32).render() == "╭─╮\n╰─╯")
        #expect(RoundedRectangle(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round)).frame(width: 16, height: 32).render() == "╭╮\n╰╯")
    }

    @Test func aFillUnderOtherContentIsItsPaint() {
        #expect(ZStack { Circle().fill(.blue).frame(width: 40, height: 40); Text("AT") }.render() == " AT\n")
        #expect(Text("Plan").padding(.horizontal, 8).background(Capsule().fill(.blue)).render() == " Plan")
        #expect(Text("Plan").overlay(Capsule().fill(.blue.opacity(0.2))).render() == "Plan")
        #expect(Text("Inbox").padding(.trailing, 16).overlay(alignment: .trailing) { Circle().fill(.red).frame(width: 8, height: 8) }.render() == "Inbox ●")
    }

    @Test func tallFilledShapesAreSolidAndTheirOwnPathsAreDots() {
        #expect(RoundedRectangle(cornerRadius: 12).fill(.gray).frame(width: 80, height: 48).render() == "▄████████▄\n██████████\n▀████████▀")
        #expect(Rectangle().fill(.gray).frame(width: 24, height: 32).render(style: .ascii) == "###\n###")
        #expect(Circle().trim(from: 0, to: 0.7).stroke(.blue).frame(width: 48, height: 48).render() == "⡰⠊⠁\n⡇    ⢠\n⠱⢄⣀⣀⡠⠎")
        #expect(Triangle().frame(width: 8, height: 8).render() == "⣤")
        #expect(Circle().render(width: 10) == "")
    }

    @Test func aStrokedBackgroundOrOverlayBoxesTheContent() {
        let boxed = "╭────╮\n│ Pro │\n╰────╯"
        _ = boxed
        #expect(Text("Pro").padding(8).background(Capsule().stroke(.blue)).render() == "╭─────╮\n│ Pro │\n╰─────╯")
        #expect(Text("Pro").overlay(Rectangle().stroke(.blue)).render() == "┌───┐\n│Pro│\n└───┘")
        #expect(Text("Pro").background(alignment: .leading) { Capsule().strokeBorder(.blue) }.render() == "╭───╮\n│Pro│\n╰───╯")
        #expect(Text("Pro").background(.blue, in: Capsule()).render() == "Pro")
        #expect(Text("Pro").background(Capsule().fill(.blue)).render() == "Pro")
        #expect(Text("Pro").overlay(Circle().stroke(Color.clear)).render() == "Pro")
    }

    @Test func asciiShapesUseAsciiMarks() {
        let view = VStack(alignment: .leading) {
            Circle().frame(width: 8, height: 8)
            Rectangle().stroke(.gray).frame(width: 24, height: 32)
            Text("x").background(Capsule().stroke(.gray))
        }
        #expect(view.render(style: .ascii) == "*\n+-+\n+-+\n+-+\n|x|\n+-+")
    }

    @Test func theIOS17ShapeNamesAreTheShapes() {
        #expect(Text("a").clipShape(.circle).render() == "a")
        #expect(Text("a").background(.red, in: .rect(cornerRadius: 8)).render() == "a")
        #expect(Text("a").overlay(AnyShape(.capsule).stroke(.red)).render() == "╭─╮\n│a│\n╰─╯")
    }
}
