import Foundation

/// A photo or video picked with a ``PhotosPicker``. A preview's library has no photos, so a
/// preview holds only the items a screen makes itself, and they carry no bytes.
///
/// PhotosUI: struct PhotosPickerItem
public struct PhotosPickerItem: Hashable, Sendable {
    /// The photo's identifier in the library.
    ///
    /// PhotosUI: let itemIdentifier: String?
    public let itemIdentifier: String?

    /// PhotosUI: init(itemIdentifier: String)
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The item's content as `type` (`Data`, `Image`). A preview's items have no content:
    /// always `nil`. (Apple's asks `T : Transferable`; CoreTransferable is not on Linux.)
    ///
    /// PhotosUI: func loadTransferable<T>(type: T.Type) async throws -> T? where T : Transferable
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }

    /// How a picked photo's encoding is chosen when it has several.
    ///
    /// PhotosUI: struct EncodingDisambiguationPolicy
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        /// PhotosUI: static let automatic: PhotosPickerItem.EncodingDisambiguationPolicy
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// PhotosUI: static let current: PhotosPickerItem.EncodingDisambiguationPolicy
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// PhotosUI: static let compatible: PhotosPickerItem.EncodingDisambiguationPolicy
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
}

/// How several photos are picked: in any order, or numbered in the order tapped.
///
/// PhotosUI: struct PhotosPickerSelectionBehavior
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// PhotosUI: static let `default`: PhotosPickerSelectionBehavior
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// PhotosUI: static let ordered: PhotosPickerSelectionBehavior
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
}

/// Which kinds of photos and videos a picker shows; `.any(of: [.images, .videos])`.
///
/// PhotosUI: struct PHPickerFilter
public struct PHPickerFilter: Hashable, Sendable {
    let kinds: [String]
    /// PhotosUI: static let images: PHPickerFilter
    public static let images = PHPickerFilter(kinds: ["images"])
    /// PhotosUI: static let videos: PHPickerFilter
    public static let videos = PHPickerFilter(kinds: ["videos"])
    /// PhotosUI: static let livePhotos: PHPickerFilter
    public static let livePhotos = PHPickerFilter(kinds: ["livePhotos"])
    /// PhotosUI: static let screenshots: PHPickerFilter
    public static let screenshots = PHPickerFilter(kinds: ["screenshots"])

    /// Items of any of `subfilters`.
    ///
    /// PhotosUI: static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kinds: subfilters.flatMap(\.kinds)) }
}

/// The person's photo library. A preview's is empty.
///
/// PhotosUI: class PHPhotoLibrary : NSObject (Photos)
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    /// The one library.
    ///
    /// PhotosUI: class func shared() -> PHPhotoLibrary (Photos)
    open class func shared() -> PHPhotoLibrary { library }
}
