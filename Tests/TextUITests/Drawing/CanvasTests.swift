import Foundation
import Testing
@testable import TextUI

/// A canvas's renderer runs at the size laid out; its paths draw in dots, its text on cells.
@MainActor
struct CanvasTests {
    @Test func aCanvasTracesItsPathsAndSetsItsTextWhereDrawn() {
        let canvas = Canvas { context, size in
            context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        #expect(canvas.frame(width: 80, height: 48).render() == "⣠⠖⠋⠉⠉⠉⠉⠙⠲⣄\n⡇   Hi   ⢸\n⠙⠦⣄⣀⣀⣀⣀⣠⠴⠋")
    }

    @Test func aFillCoversItsRectangleAndTextSitsBesideIt() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.blue))
            context.draw(Text("50%"), at: CGPoint(x: size.width * 0.75, y: size.height / 2))
        }
        #expect(canvas.frame(width: 64, height: 16).render() == "⣿⣿⣿⣿ 50%")
        #expect(canvas.frame(width: 64, height: 16).render(style: .ascii) == "#### 50%")
    }

    @Test func aLayerKeepsItsMovesToItself() {
        let canvas = Canvas { context, size in
            context.drawLayer { layer in
                layer.translateBy(x: 32, y: 0)
                layer.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 16)), with: .foreground)
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 16)), with: .foreground)
        }
        #expect(canvas.frame(width: 48, height: 16).render() == "⣿   ⣿")
    }

    @Test func turnsAndScalesMoveWhatIsDrawnAfterThem() {
        let canvas = Canvas { context, size in
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .foreground)
            context.rotate(by: .degrees(90))
            // Turned a quarter, x runs down: this square lands left of the origin, outside.
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .foreground)
        }
        #expect(canvas.frame(width: 32, height: 16).render() == "⣿⣿")
    }

    @Test func clearPaintAndSymbolViewsDrawNothing() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.clear))
            var faded = context
            faded.opacity = 0
            faded.draw(Text("gone"), at: .zero, anchor: .topLeading)
            if let symbol = context.resolveSymbol(id: 1) { context.draw(symbol, at: .zero) }
        } symbols: {
            Text("symbol").tag(1)
        }
        #expect(canvas.frame(width: 48, height: 16).render() == "")
    }

    @Test func aCanvasTakesNoRowsUntilGivenAHeight() {
        let canvas = Canvas { context, size in
            context.stroke(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }
        // It takes the width offered, so the text below is centred in all of it.
        #expect(VStack { canvas; Text("below") }.render(width: 10) == "  below")
        #expect(canvas.frame(height: 32).render(width: 3) == "⡏⠉⢹\n⣇⣀⣸")
    }

    @Test func aFillOverTheWholeCanvasIsItsBackground() {
        let sky = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(Gradient(colors: [.blue, .white]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: 16, height: 16)), with: .color(.yellow))
        }
        #expect(sky.frame(width: 48, height: 32).render() == " ⣠⣄\n ⠙⠋")
    }

    @Test func imagesAndTextAnchorAtTheirPoint() {
        let canvas = Canvas { context, _ in
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 4, y: 8))
            context.draw(Text("end"), at: CGPoint(x: 64, y: 32), anchor: .bottomTrailing)
        }
        #expect(canvas.frame(width: 64, height: 32).render() == "★\n     end")
    }

    @Test func anglesNegateAddAndScaleAsALayersTurnNeedsThem() {
        // Food Truck's header turns each layer by `-layer.rotation`.
        var turn = -Angle.degrees(90)
        #expect(turn.degrees == -90)
        turn += .degrees(180)
        #expect(turn == .degrees(90))
        #expect((turn * 2 - .degrees(90)) / 2 == .degrees(45))
        let canvas = Canvas { context, _ in
            context.translateBy(x: 16, y: 16)
            context.rotate(by: -turn)
            // A quarter turn back: a line drawn along x runs up from the centre.
            var line = Path()
            line.move(to: .zero)
            line.addLine(to: CGPoint(x: 15, y: 0))
            context.stroke(line, with: .foreground)
        }
        #expect(canvas.frame(width: 32, height: 32).render() == "  ⡇\n  ⠁")
    }
}
