import Foundation
import TextUI
import TestSupport

/// Random view trees for the fuzz test, from a fixed seed: every family of view and modifier
/// TextUI has (text, controls, shapes, containers, lists, grids, navigation, presentation),
/// holding hostile strings, numbers and dates (``HostileInput``).
@MainActor
struct HostileViews {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func string() -> String { random.pick(HostileInput.strings) }
    mutating func int() -> Int { random.chance(50) ? random.pick(HostileInput.ints) : random.int(-3...12) }
    mutating func double() -> Double { random.chance(60) ? random.pick(HostileInput.doubles) : Double(random.int(-100...200)) / 10 }
    mutating func size() -> CGFloat { CGFloat(random.chance(50) ? random.pick(HostileInput.doubles) : Double(random.int(0...60) * 8)) }
    mutating func optionalSize() -> CGFloat? { random.chance(25) ? nil : size() }
    mutating func date() -> Date { Date(timeIntervalSince1970: random.pick(HostileInput.dateSeconds)) }
    mutating func symbol() -> String { random.chance(80) ? random.pick(["house", "gearshape", "star.fill", "trash", "person.crop.circle"]) : string() }

    /// Two dates in order, so a range of them can be made (a NaN end is its own range).
    mutating func dateRange() -> ClosedRange<Date> {
        let (first, second) = (date(), date())
        return first <= second ? first...second : second...first
    }

    /// A tree `depth` levels deep at most.
    mutating func view(depth: Int) -> AnyView {
        let base: AnyView
        if depth > 0, random.chance(55) {
            base = random.chance(70) ? container(depth: depth - 1) : navigation(depth: depth - 1)
        } else {
            base = random.chance(50) ? textLeaf() : controlLeaf()
        }
        return random.chance(45) ? modified(base, depth: depth) : base
    }

    mutating func children(depth: Int) -> [AnyView] {
        (0..<random.int(0...4)).map { _ in view(depth: depth) }
    }

    /// Text in every form: plain, verbatim, Markdown, dates in each style, timers, numbers.
    mutating func textLeaf() -> AnyView {
        switch random.int(0...13) {
        case 0, 1: return AnyView(Text(string()))
        case 2: return AnyView(Text(verbatim: string()))
        case 3: return AnyView(Text(LocalizedStringKey(string())))
        case 4: return AnyView(Text(date(), style: random.pick([.time, .date, .relative, .offset, .timer])))
        case 5: return AnyView(Text(dateRange()))
        case 6: return AnyView(Text(timerInterval: dateRange(), pauseTime: random.chance(50) ? date() : nil, countsDown: random.chance(50)))
        case 7: return AnyView(Text(double(), format: .number))
        case 8: return AnyView(Text(string()).bold() + Text(string()).italic() + Text("\(Image(systemName: symbol()))"))
        case 9: return AnyView(Label(string(), systemImage: symbol()))
        case 10: return AnyView(Image(systemName: symbol()))
        case 11: return AnyView(Text("\(string()) \(int()) \(double())"))
        case 12: return AnyView(Text(string()).textCase(random.pick([.uppercase, .lowercase, nil])))
        default: return shapeLeaf()
        }
    }

    /// Shapes and colours at hostile sizes.
    mutating func shapeLeaf() -> AnyView {
        switch random.int(0...7) {
        case 0: return AnyView(Circle().fill(.blue).frame(width: optionalSize(), height: optionalSize()))
        case 1: return AnyView(RoundedRectangle(cornerRadius: size()).stroke(.gray, lineWidth: size()).frame(width: optionalSize(), height: optionalSize()))
        case 2: return AnyView(Capsule().frame(height: optionalSize()))
        case 3: return AnyView(Rectangle().trim(from: double(), to: double()).aspectRatio(size(), contentMode: random.chance(50) ? .fit : .fill))
        case 4: return AnyView(Color.red.opacity(double()).frame(width: optionalSize(), height: optionalSize()))
        case 5:
            let (x, y, radius, turn) = (double(), double(), size(), double())
            let path = Path { path in
                path.move(to: CGPoint(x: x, y: y))
                path.addCurve(to: CGPoint(x: y, y: x), control1: CGPoint(x: radius, y: x), control2: CGPoint(x: y, y: radius))
                path.addArc(center: CGPoint(x: x, y: x), radius: radius, startAngle: .radians(turn), endAngle: .radians(y), clockwise: random.chance(50))
                path.closeSubpath()
            }
            return random.chance(50)
                ? AnyView(path.stroke(.blue).frame(width: optionalSize(), height: optionalSize()))
                : AnyView(path.fill(.blue).frame(width: optionalSize(), height: optionalSize()))
        case 6:
            let (x, y, scale, text) = (double(), double(), double(), string())
            return AnyView(Canvas { context, size in
                context.translateBy(x: x, y: y)
                context.draw(Text(text), at: CGPoint(x: x, y: size.height / 2))
                context.scaleBy(x: scale, y: scale)
                context.rotate(by: .radians(scale))
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: y)), with: .foreground)
                context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: x)
            }.frame(height: optionalSize()))
        default: return AnyView(Divider())
        }
    }
}
