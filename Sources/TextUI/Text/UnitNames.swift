#if !canImport(Darwin)
import Foundation

/// How a unit is written by ``Measurement/FormatStyle``, in English: its symbol (`km`), its
/// narrow form (`km`, `′` for feet), and its names (`kilometer`, `kilometers`). Units not listed
/// are written by their symbol.
struct UnitNames {
    let symbol: String
    let narrow: String
    let singular: String
    let plural: String
    /// Whether the abbreviated form goes straight after the number (`21°C`), not after a space.
    var attachesSymbol = false

    /// The names of `unit`: the common units of length, mass, duration, temperature, speed,
    /// energy and volume by name, any other by its symbol.
    static func names(of unit: Dimension) -> UnitNames {
        if let names = table[ObjectIdentifier(type(of: unit))]?[unit.symbol] { return names }
        return UnitNames(symbol: unit.symbol, narrow: unit.symbol, singular: unit.symbol, plural: unit.symbol)
    }

    private static func named(_ symbol: String, _ singular: String, _ plural: String, narrow: String? = nil) -> UnitNames {
        UnitNames(symbol: symbol, narrow: narrow ?? symbol, singular: singular, plural: plural)
    }

    private static let table: [ObjectIdentifier: [String: UnitNames]] = [
        ObjectIdentifier(UnitLength.self): byUnit(UnitLength.self, [
            (.kilometers, named("km", "kilometer", "kilometers")),
            (.meters, named("m", "meter", "meters")),
            (.centimeters, named("cm", "centimeter", "centimeters")),
            (.millimeters, named("mm", "millimeter", "millimeters")),
            (.miles, named("mi", "mile", "miles")),
            (.yards, named("yd", "yard", "yards")),
            (.feet, named("ft", "foot", "feet", narrow: "′")),
            (.inches, named("in", "inch", "inches", narrow: "″")),
        ]),
        ObjectIdentifier(UnitMass.self): byUnit(UnitMass.self, [
            (.kilograms, named("kg", "kilogram", "kilograms")),
            (.grams, named("g", "gram", "grams")),
            (.milligrams, named("mg", "milligram", "milligrams")),
            (.pounds, named("lb", "pound", "pounds")),
            (.ounces, named("oz", "ounce", "ounces")),
        ]),
        ObjectIdentifier(UnitDuration.self): byUnit(UnitDuration.self, [
            (.hours, named("hr", "hour", "hours", narrow: "h")),
            (.minutes, named("min", "minute", "minutes", narrow: "m")),
            (.seconds, named("sec", "second", "seconds", narrow: "s")),
        ]),
        ObjectIdentifier(UnitTemperature.self): byUnit(UnitTemperature.self, [
            (.celsius, UnitNames(symbol: "°C", narrow: "°", singular: "degree Celsius", plural: "degrees Celsius", attachesSymbol: true)),
            (.fahrenheit, UnitNames(symbol: "°F", narrow: "°", singular: "degree Fahrenheit", plural: "degrees Fahrenheit", attachesSymbol: true)),
            (.kelvin, named("K", "kelvin", "kelvins")),
        ]),
        ObjectIdentifier(UnitSpeed.self): byUnit(UnitSpeed.self, [
            (.kilometersPerHour, named("km/h", "kilometer per hour", "kilometers per hour")),
            (.metersPerSecond, named("m/s", "meter per second", "meters per second")),
            (.milesPerHour, named("mph", "mile per hour", "miles per hour")),
            (.knots, named("kn", "knot", "knots")),
        ]),
        ObjectIdentifier(UnitEnergy.self): byUnit(UnitEnergy.self, [
            (.kilocalories, named("kcal", "kilocalorie", "kilocalories")),
            (.calories, named("cal", "calorie", "calories")),
            (.kilojoules, named("kJ", "kilojoule", "kilojoules")),
            (.joules, named("J", "joule", "joules")),
        ]),
        ObjectIdentifier(UnitVolume.self): byUnit(UnitVolume.self, [
            (.liters, named("L", "liter", "liters")),
            (.milliliters, named("mL", "milliliter", "milliliters")),
            (.fluidOunces, named("fl oz", "fluid ounce", "fluid ounces")),
            (.cups, named("c", "cup", "cups")),
        ]),
    ]

    /// A dimension's rows keyed by the unit's own symbol (Linux's Foundation gives minutes the
    /// symbol `m`, so the key is what Foundation says and the row what a person reads).
    private static func byUnit<D: Dimension>(_ type: D.Type, _ rows: [(D, UnitNames)]) -> [String: UnitNames] {
        Dictionary(rows.map { ($0.0.symbol, $0.1) }, uniquingKeysWith: { first, _ in first })
    }
}
#endif
