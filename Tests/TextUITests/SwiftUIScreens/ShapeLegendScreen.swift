import Testing
import TextUI

// A chart's legend and a colour palette as apps draw them: filled shapes of a set size beside
// or above their captions, a stroked one, and a note card whose fill sits under its text. A
// person sees each shape at its size; under other content a fill is the card's paint.

struct ShapeLegendScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack { Rectangle().fill(.blue).frame(width: 64, height: 32); Text("Rent") }
            HStack { Circle().fill(.green).frame(width: 32, height: 32); Text("Food") }
            HStack { Capsule().fill(.orange).frame(width: 80, height: 32); Text("Travel") }
            HStack { RoundedRectangle(cornerRadius: 8).fill(.purple).frame(width: 64, height: 48); Text("Savings") }
            HStack { RoundedRectangle(cornerRadius: 8).stroke(.gray).frame(width: 64, height: 32); Text("Other") }
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(.yellow.opacity(0.3))
                Text("Budgets reset on the 1st")
            }
            .frame(height: 48)
        }
    }
}

struct PaletteScreen: View {
    let colors: [(name: String, color: Color)] = [("Sky", .blue), ("Moss", .green), ("Rust", .orange)]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(colors, id: \.name) { entry in
                VStack {
                    RoundedRectangle(cornerRadius: 6).fill(entry.color).frame(width: 48, height: 32)
                    Text(entry.name).font(.caption)
                }
            }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct ShapeLegendScreenTests {
    @Test func eachFilledShapeIsDrawnAtItsSizeBesideItsCaption() {
        #expect(ShapeLegendScreen().render(width: 40) == """
            ████████ Rent
            ████████
            ▄██▄ Food
            ▀██▀
            ▄████████▄ Travel
            ▀████████▀
            ▄██████▄
            ████████ Savings
            ▀██████▀
            ╭──────╮ Other
            ╰──────╯

                    Budgets reset on the 1st

            """)
    }

    @Test func swatchesShowAboveTheirNames() {
        #expect(PaletteScreen().render(width: 40) == """
            ▄████▄  ▄████▄  ▄████▄
            ▀████▀  ▀████▀  ▀████▀
             Sky     Moss    Rust
            """)
    }

    @Test func inASCIITheShapesAreFilledWithHashes() {
        #expect(PaletteScreen().render(width: 40, style: .ascii) == """
            .####.  .####.  .####.
            '####'  '####'  '####'
             Sky     Moss    Rust
            """)
    }
}
