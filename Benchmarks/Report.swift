import Foundation

extension Measurement {
    /// The human-readable report:
    ///
    /// ```text
    /// == update-state: updateState(to:) ÷ a plain @Observable stored-property assignment (release)
    ///    updateState(to:)      41.2 ns per call
    ///    plain assignment      20.3 ns per call
    ///    ratio 2.03× median (1.95–2.20×) over 10 pairs; goal ≤ 3× — met
    /// ```
    var text: String {
        let labelWidth = max(measured.label.count, floor.label.count)
        func row(_ side: Side, _ seconds: [Double]) -> String {
            let label = side.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
            return "   \(label)  \(duration(median(seconds))) per \(side.unit)"
        }
        let ratio = "ratio \(times(medianRatio)) median (\(times(ratios.min() ?? .nan))–\(times(ratios.max() ?? .nan)))"
        let verdict = isWithinGoal ? "met" : "NOT MET"
        return """
            == \(benchmark.name): \(benchmark.title) (\(buildConfiguration))
            \(row(measured, measuredSeconds))
            \(row(floor, floorSeconds))
               \(ratio) over \(ratios.count) pairs; goal ≤ \(String(format: "%g", benchmark.goal))× — \(verdict)
            """
    }

    /// One JSON object, keys in a fixed order; times in nanoseconds per unit.
    var json: String {
        func side(_ side: Side, _ seconds: [Double]) -> String {
            "{\"label\": \(quoted(side.label)), \"unit\": \(quoted(side.unit)), \"unitsPerRun\": \(side.units), "
                + "\"medianNanoseconds\": \(number(median(seconds) * 1e9))}"
        }
        return """
            {"name": \(quoted(benchmark.name)), "title": \(quoted(benchmark.title)), \
            "configuration": \(quoted(buildConfiguration)), "pairs": \(ratios.count), \
            "measured": \(side(measured, measuredSeconds)), "floor": \(side(floor, floorSeconds)), \
            "ratio": {"median": \(number(medianRatio)), "min": \(number(ratios.min() ?? .nan)), "max": \(number(ratios.max() ?? .nan))}, \
            "goal": \(number(benchmark.goal)), "met": \(isWithinGoal)}
            """
    }
}

/// `2.03×`
private func times(_ value: Double) -> String {
    number(value) + "×"
}

/// A value rounded to 3 significant digits (JSON-safe: `null` when not finite).
private func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    guard value != 0 else { return "0" }
    let digits = max(0, 2 - Int(log10(abs(value)).rounded(.down)))
    return String(format: "%.\(digits)f", value)
}

/// `41.2 ns`, `3.31 µs`, `1.20 ms`, `2.01 s`
private func duration(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: "\(number(seconds * 1e9)) ns"
    case ..<1e-3: "\(number(seconds * 1e6)) µs"
    case ..<1: "\(number(seconds * 1e3)) ms"
    default: "\(number(seconds)) s"
    }
}

private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
