/// A number `Text` interpolation writes with a printf-style format specifier: the integer
/// types, `Double` and `Float`. You do not conform your own types.
///
/// SwiftUI: _FormatSpecifiable
public protocol _FormatSpecifiable: Equatable {
    /// The value as the C formatting functions take it.
    associatedtype _Arg: CVarArg
    /// SwiftUI: _FormatSpecifiable._arg
    var _arg: _Arg { get }
    /// The specifier the value is written with when none is given (`%lld`, `%lf` …).
    ///
    /// SwiftUI: _FormatSpecifiable._specifier
    var _specifier: String { get }
}

extension _FormatSpecifiable {
    /// The value written with `specifier`, or with ``_specifier`` when `specifier` is `nil`
    /// or does not fit the value.
    func _formatted(specifier: String?) -> String {
        let argument: CFormat.Argument
        if let value = _arg as? Double {
            argument = .floating(value)
        } else if let value = _arg as? Int64 {
            argument = .signed(value)
        } else if let value = _arg as? UInt64 {
            argument = .unsigned(value)
        } else {
            return "\(self)"
        }
        if let specifier, let written = CFormat.format(argument, specifier: specifier) { return written }
        // An integer in its own decimal specifier reads as Swift writes it; no C call needed.
        switch (argument, _specifier) {
        case (.signed(let value), "%d"), (.signed(let value), "%ld"), (.signed(let value), "%lld"): return String(value)
        case (.unsigned(let value), "%u"), (.unsigned(let value), "%lu"), (.unsigned(let value), "%llu"): return String(value)
        default: return CFormat.format(argument, specifier: _specifier) ?? "\(self)"
        }
    }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}
