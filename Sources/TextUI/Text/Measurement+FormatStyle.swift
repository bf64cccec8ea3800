// Foundation's measurement formatting, which Linux's Foundation does not have: a screen that
// writes `Text(distance, format: .measurement(width: .abbreviated))` or `distance.formatted()`
// compiles and reads "5.2 km". On Apple platforms Foundation's own is used.
#if !canImport(Darwin)
import Foundation

extension Measurement where UnitType: Dimension {
    /// Writes a measurement as its number and its unit, in the unit it was given: TextUI does not
    /// convert to a region's preferred units, so `usage` is accepted and read as `.asProvided`.
    ///
    /// ```swift
    /// let run = Measurement(value: 5.2, unit: UnitLength.kilometers)
    /// run.formatted(.measurement(width: .abbreviated))   // "5.2 km"
    /// run.formatted(.measurement(width: .wide))          // "5.2 kilometers"
    /// run.formatted(.measurement(width: .narrow))        // "5.2km"
    /// ```
    ///
    /// SwiftUI: struct Measurement.FormatStyle (Foundation's; Linux's Foundation lacks it)
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// SwiftUI: var width: Measurement<UnitType>.FormatStyle.UnitWidth (Foundation's)
        public var width: UnitWidth
        /// SwiftUI: var locale: Locale (Foundation's)
        public var locale: Locale
        /// SwiftUI: var usage: MeasurementFormatUnitUsage<UnitType>? (Foundation's)
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// SwiftUI: var numberFormatStyle: FloatingPointFormatStyle<Double>? (Foundation's)
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// SwiftUI: Measurement.FormatStyle.init(width:locale:usage:numberFormatStyle:) (Foundation's)
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// SwiftUI: func format(_ measurement: Measurement<UnitType>) -> String (Foundation's)
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let numberStyle = numberFormatStyle?.locale(locale) ?? FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...2))
            let number = numberStyle.format(measurement.value)
            let names = UnitNames.names(of: measurement.unit)
            switch width.kind {
            case .wide: return "\(number) \(measurement.value == 1 ? names.singular : names.plural)"
            case .abbreviated: return names.attachesSymbol ? number + names.symbol : "\(number) \(names.symbol)"
            case .narrow: return number + names.narrow
            }
        }

        /// SwiftUI: func locale(_ locale: Locale) -> Measurement<UnitType>.FormatStyle (Foundation's)
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// How much of the unit's name is written.
        ///
        /// SwiftUI: struct Measurement.FormatStyle.UnitWidth (Foundation's)
        public struct UnitWidth: Codable, Hashable, Sendable {
            enum Kind: String, Codable, Sendable { case wide, abbreviated, narrow }
            let kind: Kind

            /// The whole name: `5.2 kilometers`.
            ///
            /// SwiftUI: static var wide: Measurement<UnitType>.FormatStyle.UnitWidth (Foundation's)
            public static var wide: Self { Self(kind: .wide) }
            /// The symbol: `5.2 km`.
            ///
            /// SwiftUI: static var abbreviated: Measurement<UnitType>.FormatStyle.UnitWidth (Foundation's)
            public static var abbreviated: Self { Self(kind: .abbreviated) }
            /// The shortest form, without a space: `5.2km`.
            ///
            /// SwiftUI: static var narrow: Measurement<UnitType>.FormatStyle.UnitWidth (Foundation's)
            public static var narrow: Self { Self(kind: .narrow) }
        }
    }

    /// The measurement written with its unit's symbol: `5.2 km`.
    ///
    /// SwiftUI: func formatted() -> String (Foundation's Measurement)
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement written by `style`.
    ///
    /// SwiftUI: func formatted<S>(_ style: S) -> S.FormatOutput where S : FormatStyle, S.FormatInput == Measurement<UnitType> (Foundation's)
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement style: `Text(distance, format: .measurement(width: .abbreviated))`.
    ///
    /// SwiftUI: static func measurement<UnitType>(width:usage:numberFormatStyle:) -> Self where Self == Measurement<UnitType>.FormatStyle (Foundation's)
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// What a measurement is for (a road's length, a person's height, the weather's temperature),
/// which on Apple platforms picks a region's units. TextUI writes every measurement in the unit
/// it was given, so each usage reads as `.asProvided`.
///
/// SwiftUI: struct MeasurementFormatUnitUsage<UnitType> where UnitType : Dimension (Foundation's)
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// SwiftUI: static var general: MeasurementFormatUnitUsage<UnitType> (Foundation's)
    public static var general: Self { Self(name: "general") }
    /// SwiftUI: static var asProvided: MeasurementFormatUnitUsage<UnitType> (Foundation's)
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// SwiftUI: static var road: MeasurementFormatUnitUsage<UnitLength> (Foundation's)
    public static var road: Self { Self(name: "road") }
    /// SwiftUI: static var person: MeasurementFormatUnitUsage<UnitLength> (Foundation's)
    public static var person: Self { Self(name: "person") }
    /// SwiftUI: static var personHeight: MeasurementFormatUnitUsage<UnitLength> (Foundation's)
    public static var personHeight: Self { Self(name: "personHeight") }
    /// SwiftUI: static var rainfall: MeasurementFormatUnitUsage<UnitLength> (Foundation's)
    public static var rainfall: Self { Self(name: "rainfall") }
    /// SwiftUI: static var snowfall: MeasurementFormatUnitUsage<UnitLength> (Foundation's)
    public static var snowfall: Self { Self(name: "snowfall") }
    /// SwiftUI: static var visibility: MeasurementFormatUnitUsage<UnitLength> (Foundation's)
    public static var visibility: Self { Self(name: "visibility") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// SwiftUI: static var weather: MeasurementFormatUnitUsage<UnitTemperature> (Foundation's)
    public static var weather: Self { Self(name: "weather") }
    /// SwiftUI: static var person: MeasurementFormatUnitUsage<UnitTemperature> (Foundation's)
    public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// SwiftUI: static var personWeight: MeasurementFormatUnitUsage<UnitMass> (Foundation's)
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// SwiftUI: static var food: MeasurementFormatUnitUsage<UnitEnergy> (Foundation's)
    public static var food: Self { Self(name: "food") }
    /// SwiftUI: static var workout: MeasurementFormatUnitUsage<UnitEnergy> (Foundation's)
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// SwiftUI: static var liquid: MeasurementFormatUnitUsage<UnitVolume> (Foundation's)
    public static var liquid: Self { Self(name: "liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// SwiftUI: static var wind: MeasurementFormatUnitUsage<UnitSpeed> (Foundation's)
    public static var wind: Self { Self(name: "wind") }
}
#endif
