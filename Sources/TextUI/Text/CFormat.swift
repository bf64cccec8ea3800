#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// printf-style formatting of one number, for `Text("\(value, specifier: "%.1f")")`. The C
/// library formats in the "C" locale (TextUI never changes it), so the output is the same on
/// every machine. The platform's C library is imported here and nowhere else in TextUI.
enum CFormat {
    enum Argument {
        case signed(Int64)
        case unsigned(UInt64)
        case floating(Double)

        var conversions: Set<Character> {
            switch self {
            case .signed, .unsigned: ["d", "i", "o", "u", "x", "X"]
            case .floating: ["f", "F", "e", "E", "g", "G", "a", "A"]
            }
        }
    }

    /// `argument` written with `specifier`, or `nil` when the specifier does not hold exactly
    /// one conversion for the argument's kind (literal text and `%%` around it are kept).
    static func format(_ argument: Argument, specifier: String) -> String? {
        guard let format = normalized(specifier, for: argument) else { return nil }
        return format.withCString { cFormat in
            let arguments: [CVarArg]
            switch argument {
            case .signed(let value): arguments = [value]
            case .unsigned(let value): arguments = [value]
            case .floating(let value): arguments = [value]
            }
            let size = withVaList(arguments) { vsnprintf(nil, 0, cFormat, $0) }
            guard size >= 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            _ = buffer.withUnsafeMutableBufferPointer { pointer in
                withVaList(arguments) { vsnprintf(pointer.baseAddress, pointer.count, cFormat, $0) }
            }
            return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// `specifier` with its one conversion's length modifier replaced by the one the argument
    /// is passed as (`ll` for integers, none for `double`); `nil` when it does not fit.
    static func normalized(_ specifier: String, for argument: Argument) -> String? {
        let characters = Array(specifier)
        var result = ""
        var conversions = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else { result.append(character); continue }
            if index < characters.count, characters[index] == "%" {
                result += "%%"
                index += 1
                continue
            }
            var spec = "%"
            while index < characters.count, "-+ #0".contains(characters[index]) { spec.append(characters[index]); index += 1 }
            // A width or precision of at most two digits: enough for any screen, and no
            // specifier can make a megabyte of padding.
            var width = 0, precision = 0
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { spec.append(characters[index]); index += 1; width += 1 }
            if index < characters.count, characters[index] == "." {
                spec.append("."); index += 1
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { spec.append(characters[index]); index += 1; precision += 1 }
            }
            while index < characters.count, "hlLqjzt".contains(characters[index]) { index += 1 }
            guard width <= 2, precision <= 2, index < characters.count, argument.conversions.contains(characters[index]) else { return nil }
            if case .floating = argument {} else { spec += "ll" }
            spec.append(characters[index])
            index += 1
            result += spec
            conversions += 1
        }
        return conversions == 1 ? result : nil
    }
}
