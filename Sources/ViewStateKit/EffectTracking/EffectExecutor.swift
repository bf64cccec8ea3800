import Foundation

/// The executor a test store's effects run on: one serial queue per test store that counts the
/// jobs of effect code queued or running, and tells the ``EffectTracker`` each time that count
/// changes.
///
/// When the count is zero, no effect can make progress by itself: each is parked, or waits on
/// something only an outside event can release (an `AsyncStream` the test feeds, a real-time
/// sleep). That is how a test store knows an effect iterating a stream is waiting, without a
/// timeout. Code an effect runs on the main actor (its `send`) is not counted; the test store
/// looks at the count from the main actor, after that code (see ``EffectTracker``).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
package final class EffectExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "ViewStateKit.TestStore.effects")
    private let tracker: EffectTracker

    package init(tracker: EffectTracker) {
        self.tracker = tracker
        tracker.useExecutor()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        tracker.jobEnqueued()
        queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            tracker.jobFinished()
        }
    }
}
