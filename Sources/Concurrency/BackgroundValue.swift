import Dispatch

/// A value computed on another thread while the caller keeps working; `value()` waits for it.
///
/// The history load reads the tracks table on a second connection while the first one reads
/// the listens, so the two halves of the load overlap on a machine with two or more cores; a
/// site decodes its previous manifest meanwhile.
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once by the worker before it leaves `done`; read only after waiting on `done`.
    private var result: Result<Value, any Error>?

    public init(_ work: @escaping @Sendable () throws -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = Result { try work() }
            self.done.leave()
        }
    }

    /// The value, or the error the work threw, once the work is finished.
    public func value() throws -> Value {
        done.wait()
        guard let result else { preconditionFailure("the background work left without a result") }
        return try result.get()
    }
}
