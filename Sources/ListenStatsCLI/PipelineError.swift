/// A failure inside one named step of a pipeline, so the message says where it happened.
struct PipelineError: Error, CustomStringConvertible {
    var step: String
    var underlying: any Error

    var description: String { "\(step): \(underlying)" }
}

/// Runs `body` as the step named `step`, tagging any error it throws with that name.
@discardableResult
func pipelineStep<T>(_ step: String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as PipelineError {
        throw error
    } catch {
        throw PipelineError(step: step, underlying: error)
    }
}
