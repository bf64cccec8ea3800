/// Every case name of an enum type, read from the reflection metadata the Swift compiler emits
/// for it: no macro, no value of the type, nothing for the enum to declare.
///
/// ```swift
/// enum LoginViewState { case idle, loading, success(User), error(String) }
///
/// EnumMetadata.caseNames(of: LoginViewState.self)    // ["success", "error", "idle", "loading"]
/// EnumMetadata.caseNames(of: Int?.self)              // ["some", "none"]
/// EnumMetadata.caseNames(of: User.self)              // nil   (a struct has no cases)
/// ```
///
/// **Order.** The metadata lists the cases that carry a payload first, then the cases that carry
/// none, each group in declaration order; it does not keep how the two groups interleave in the
/// source, so neither can this. (A `Void` payload counts as none.) Callers that show cases to a
/// person say so.
///
/// **When there is no answer.** Anything but an enum or `Optional` gives `nil`, and so does an
/// enum whose metadata does not hold what is read here (compiled with
/// `-disable-reflection-metadata`, or a C enum): the reader checks each count and offset it
/// follows and never guesses.
///
/// The layout read here is the Swift ABI's, stable since Swift 5 (`include/swift/ABI/Metadata.h`
/// and `include/swift/RemoteInspection/Records.h` in the compiler's repository):
///
/// ```text
/// type metadata          [kind: word] [descriptor: pointer] …
/// enum descriptor        [flags: u32] [parent: rel] [name: rel] [access function: rel]
///                        [fields: rel] [payload cases: u32, low 24 bits] [empty cases: u32] …
/// field descriptor       [type name: rel] [superclass: rel] [kind: u16] [record size: u16]
///                        [record count: u32] then the records
/// field record           [flags: u32] [type name: rel] [field name: rel]
/// ```
/// where `rel` is a 32-bit signed offset from that field's own address.
package enum EnumMetadata {
    /// The case names of `type` when it is an enum (or `Optional`), payload cases first;
    /// `nil` for any other type or when the metadata cannot be read with confidence.
    package static func caseNames(of type: Any.Type) -> [String]? {
        #if _ptrauth(_arm64e)
        // On arm64e the descriptor pointer is signed; only Apple's own system processes run
        // as arm64e, so rather than strip signatures this reader declines to answer there.
        return nil
        #else
        // A metatype is, at run time, a pointer to the type's metadata.
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let descriptor = enumDescriptor(of: metadata) else { return nil }
        return caseNames(describedBy: descriptor)
        #endif
    }

    // MARK: Metadata kinds and descriptor flags (Swift ABI: MetadataKind, ContextDescriptorKind)

    private static let enumMetadataKind: UInt = 0x201
    private static let optionalMetadataKind: UInt = 0x202
    private static let enumContextDescriptorKind: UInt32 = 18
    private static let contextDescriptorKindMask: UInt32 = 0x1F
    /// Field descriptor kinds of enums: with at most one payload case, and with more.
    private static let enumFieldDescriptorKinds: Set<UInt16> = [2, 3]
    private static let fieldRecordMinimumSize = 12

    // MARK: Byte offsets (Swift ABI: TargetEnumDescriptor, FieldDescriptor, FieldRecord)

    private enum EnumDescriptorOffset {
        static let fields = 16
        static let payloadCases = 20
        static let emptyCases = 24
    }

    private enum FieldDescriptorOffset {
        static let kind = 8
        static let recordSize = 10
        static let recordCount = 12
        static let firstRecord = 16
    }

    private enum FieldRecordOffset {
        static let fieldName = 8
    }

    /// The nominal type descriptor of the enum whose metadata starts at `metadata`, or `nil`
    /// when the metadata is not an enum's. Every metadata record starts with its kind word,
    /// so reading that word is safe for any type; only an enum's record is read further.
    private static func enumDescriptor(of metadata: UnsafeRawPointer) -> UnsafeRawPointer? {
        let kind = metadata.load(as: UInt.self)
        guard kind == enumMetadataKind || kind == optionalMetadataKind else { return nil }
        // The descriptor pointer follows the kind word in enum and Optional metadata.
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
        guard let descriptor else { return nil }
        let flags = descriptor.load(as: UInt32.self)
        guard flags & contextDescriptorKindMask == enumContextDescriptorKind else { return nil }
        return descriptor
    }

    /// The field names the enum descriptor's field descriptor lists, when its counts agree
    /// with the descriptor's own case counts and every name is there.
    private static func caseNames(describedBy descriptor: UnsafeRawPointer) -> [String]? {
        guard let fields = relativeTarget(descriptor, at: EnumDescriptorOffset.fields) else { return nil }
        // The payload case count shares its word with the payload size offset (top 8 bits).
        let payloadCases = Int(descriptor.load(fromByteOffset: EnumDescriptorOffset.payloadCases, as: UInt32.self) & 0x00FF_FFFF)
        let emptyCases = Int(descriptor.load(fromByteOffset: EnumDescriptorOffset.emptyCases, as: UInt32.self))

        let kind = fields.load(fromByteOffset: FieldDescriptorOffset.kind, as: UInt16.self)
        let recordSize = Int(fields.load(fromByteOffset: FieldDescriptorOffset.recordSize, as: UInt16.self))
        let recordCount = Int(fields.load(fromByteOffset: FieldDescriptorOffset.recordCount, as: UInt32.self))
        guard enumFieldDescriptorKinds.contains(kind),
              recordSize >= fieldRecordMinimumSize,
              recordCount == payloadCases + emptyCases
        else { return nil }

        var names: [String] = []
        names.reserveCapacity(recordCount)
        for index in 0..<recordCount {
            let record = fields.advanced(by: FieldDescriptorOffset.firstRecord + index * recordSize)
            guard let name = relativeTarget(record, at: FieldRecordOffset.fieldName) else { return nil }
            let text = String(cString: name.assumingMemoryBound(to: CChar.self))
            // Names can be left out at compile time (`-disable-reflection-names`).
            guard !text.isEmpty else { return nil }
            names.append(text)
        }
        return names
    }

    /// Follows the relative pointer stored at `base + offset`: the 32-bit signed distance from
    /// that field to its target; `nil` when the distance is 0 (no target).
    private static func relativeTarget(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
        let distance = base.load(fromByteOffset: offset, as: Int32.self)
        guard distance != 0 else { return nil }
        return base.advanced(by: offset + Int(distance))
    }
}
