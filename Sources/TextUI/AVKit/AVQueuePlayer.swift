// AVFoundation's queue player and the looper that repeats one item on it: a background video on
// a paywall or a looping clip in a feed. TextUI's, as the player is (AVPlayer.swift): a preview
// plays nothing, and a `VideoPlayer` of the queue draws its current item.
#if !canImport(Darwin)
import Foundation

/// A player of several items in turn.
///
/// AVFoundation: class AVQueuePlayer : AVPlayer
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []

    /// An empty queue.
    ///
    /// AVFoundation: init()
    override public init() {
        super.init()
        actionAtItemEnd = .advance
    }

    /// A queue of `item` alone.
    ///
    /// AVFoundation: init(playerItem item: AVPlayerItem?)
    override public init(playerItem item: AVPlayerItem?) {
        super.init(playerItem: item)
        queue = item.map { [$0] } ?? []
        actionAtItemEnd = .advance
    }

    /// A queue of `items`, the first of them current.
    ///
    /// AVFoundation: init(items: [AVPlayerItem])
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        queue = items
        actionAtItemEnd = .advance
    }

    /// The items still to play, the current one first.
    ///
    /// AVFoundation: func items() -> [AVPlayerItem]
    open func items() -> [AVPlayerItem] { queue }

    /// Makes the next item current.
    ///
    /// AVFoundation: func advanceToNextItem()
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        super.replaceCurrentItem(with: queue.first)
    }

    /// Puts `item` after `afterItem` (at the end when `afterItem` is `nil` or not queued).
    ///
    /// AVFoundation: func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?)
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        let index = afterItem.flatMap { after in queue.firstIndex { $0 === after } }.map { $0 + 1 } ?? queue.count
        queue.insert(item, at: index)
        if queue.count == 1 { super.replaceCurrentItem(with: item) }
    }

    /// AVFoundation: func removeAllItems()
    open func removeAllItems() {
        queue = []
        super.replaceCurrentItem(with: nil)
    }

    /// Plays `item` now, in the current item's place.
    ///
    /// AVFoundation: func replaceCurrentItem(with item: AVPlayerItem?)
    override open func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queue.isEmpty { queue.removeFirst() }
        if let item { queue.insert(item, at: 0) }
        super.replaceCurrentItem(with: item)
    }
}

/// Plays one item over and over on a queue player; the item is the queue's current one, and a
/// preview never reaches its end, so it never loops.
///
/// AVFoundation: class AVPlayerLooper : NSObject
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// How many times the item has played through: none in a preview.
    ///
    /// AVFoundation: var loopCount: Int { get }
    public let loopCount = 0

    /// A looper of `itemToLoop` on `player`, which makes it the player's current item.
    ///
    /// AVFoundation: convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem)
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        player.replaceCurrentItem(with: itemToLoop)
    }

    /// Stops looping once the item ends; nothing ends here.
    ///
    /// AVFoundation: func disableLooping()
    open func disableLooping() {}
}
#endif
