import Testing

@testable import ListenSources

@Suite("Bounded queue")
struct BoundedQueueTests {
    @Test("a consumer that never lets the queue run empty still frees what it took")
    func neverEmpty() {
        let queue = BoundedQueue<[Int]>(capacity: 2)
        #expect(queue.put([0]))
        for index in 1...1000 {
            #expect(queue.put([index]))
            #expect(queue.take() == [index - 1])
            #expect(queue.storedCount <= 3)
        }
    }
}
