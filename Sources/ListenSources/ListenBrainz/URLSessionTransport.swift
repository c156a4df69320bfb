import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `HTTPTransport` the command line uses: Foundation's `URLSession`, driven through its
/// delegate so every exchange is bounded whatever the server does.
///
/// - The body is read as it arrives and refused past the request's `maxBodyBytes` (at once
///   when `Content-Length` says so), so a huge answer never sits in memory.
/// - The whole exchange has a deadline besides the idle timeout, so a server that drips a
///   byte at a time is given up on.
/// - A redirect keeps the `Authorization` header only on the request's own origin (scheme,
///   host and port), and only http and https are followed.
/// - Cancelling the calling task, the deadline and the session's own completion each finish
///   the exchange at most once, without waiting on each other.
public struct URLSessionTransport: HTTPTransport {
    private let sessions: SessionPool
    private let timeout: TimeInterval
    private let deadline: TimeInterval

    /// - Parameters:
    ///   - timeout: how long the transport waits for the next bytes of an answer.
    ///   - deadline: how long one exchange may take in all; by default four idle timeouts.
    public init(timeout: TimeInterval = 30, deadline: TimeInterval? = nil) {
        self.timeout = timeout
        self.deadline = deadline ?? timeout * 4
        sessions = SessionPool(timeout: timeout)
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let exchange = Exchange(limit: request.maxBodyBytes, origin: Origin(request.url))
        let owner = sessions.acquire()
        // A session goes back to the pool only once its task has ended; one still receiving
        // an abandoned answer would hold the next request's callbacks behind its chunks.
        defer { if exchange.taskEnded { sessions.release(owner) } }
        let task = owner.session.dataTask(with: urlRequest)
        owner.delegate.register(exchange, for: task.taskIdentifier)
        let deadline = self.deadline
        // Past the deadline, or once the caller is cancelled, the exchange finishes at once and
        // the session's task is cancelled from its own next callback (see `SessionDelegate`).
        let timer = DispatchWorkItem { exchange.finish(.failure(TransportFailure.deadlineExceeded(seconds: deadline))) }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: timer)
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if exchange.attach(continuation) { task.resume() }
            }
        } onCancel: {
            exchange.finish(.failure(CancellationError()))
        }
    }
}

/// Sessions that each carry one request at a time, kept for their connections. corelibs
/// Foundation queues a session's callbacks on one queue with no backpressure: one flooding
/// answer there would hold back another request's redirect past its timeout, a state corelibs
/// traps on. A session per request in flight keeps each answer's callbacks to itself.
private final class SessionPool: @unchecked Sendable {
    private let timeout: TimeInterval
    private let lock = NSLock()
    private var idle: [SessionOwner] = []

    init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    func acquire() -> SessionOwner {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? SessionOwner(timeout: timeout)
    }

    func release(_ owner: SessionOwner) {
        lock.lock()
        idle.append(owner)
        lock.unlock()
    }
}

/// A session and its delegate; the session is invalidated when the pool lets it go (a session
/// keeps its delegate until then).
private final class SessionOwner: Sendable {
    let session: URLSession
    let delegate = SessionDelegate()

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: BoundedCallbackQueue(capacity: 64))
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}

/// The serial queue a session's callbacks run on, which holds back whoever adds a callback
/// while `capacity` of them wait. corelibs Foundation hands each chunk it reads (16 KiB at
/// most) to the callback queue without waiting, so an answer that arrives faster than the
/// callbacks run (gigabytes a second on loopback) would pile up in memory before its bound is
/// seen; held back here, the session's network queue reads no faster than the chunks are
/// dropped, and a flood costs `capacity` chunks, about 1 MiB.
private final class BoundedCallbackQueue: OperationQueue, @unchecked Sendable {
    private let capacity: Int
    private let condition = NSCondition()
    private var waiting = 0

    init(capacity: Int) {
        self.capacity = capacity
        super.init()
        maxConcurrentOperationCount = 1
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        condition.lock()
        // A callback that adds another must not wait for itself.
        if OperationQueue.current !== self {
            while waiting >= capacity { condition.wait() }
        }
        waiting += 1
        condition.unlock()
        super.addOperation { [condition] in
            block()
            condition.lock()
            self.waiting -= 1
            condition.signal()
            condition.unlock()
        }
    }
}

/// Scheme, host and port: where a credential was meant to go.
private struct Origin: Equatable {
    var scheme: String?
    var host: String?
    var port: Int?

    init(_ url: URL) {
        scheme = url.scheme?.lowercased()
        host = url.host?.lowercased()
        port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }
}

/// One request's answer as it arrives, finished exactly once: by the session's completion,
/// a bound, the deadline or a cancel, whichever comes first.
private final class Exchange: @unchecked Sendable {
    let limit: Int
    let origin: Origin
    private let lock = NSLock()
    private var continuation: CheckedContinuation<TransportResponse, any Error>?
    private var outcome: Result<TransportResponse, any Error>?
    private var response: HTTPURLResponse?
    private var body = Data()

    init(limit: Int, origin: Origin) {
        self.limit = limit
        self.origin = origin
    }

    /// Hands over the continuation; false (and resumed at once) when the exchange already
    /// finished, so the task is not started.
    func attach(_ continuation: CheckedContinuation<TransportResponse, any Error>) -> Bool {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(with: outcome)
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    /// Finishes with `result` unless finished already.
    func finish(_ result: Result<TransportResponse, any Error>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = result
        let waiting = continuation
        continuation = nil
        body = Data()
        lock.unlock()
        waiting?.resume(with: result)
    }

    private var cancelClaimed = false

    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return outcome != nil
    }

    /// True once: the caller that gets it cancels the session's task (a cancel per received
    /// chunk would queue behind the chunks).
    func claimCancel() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelClaimed else { return false }
        cancelClaimed = true
        return true
    }

    /// Keeps the response head; false (finished) when it announces a body over the limit.
    func receive(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(URLError(.badServerResponse)))
            return false
        }
        if isFinished { return false }
        if http.expectedContentLength > Int64(limit) {
            finish(.failure(TransportFailure.bodyTooLarge(limit: limit)))
            return false
        }
        lock.lock()
        self.response = http
        lock.unlock()
        return true
    }

    /// Adds body bytes; false (finished) once they pass the limit.
    func append(_ data: Data) -> Bool {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return false
        }
        guard body.count + data.count <= limit else {
            lock.unlock()
            finish(.failure(TransportFailure.bodyTooLarge(limit: limit)))
            return false
        }
        body.append(data)
        lock.unlock()
        return true
    }

    /// True once the session's task has ended (completed, failed or cancelled), not only
    /// the exchange.
    var taskEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    private var ended = false

    func complete(error: (any Error)?) {
        lock.lock()
        ended = true
        lock.unlock()
        if let error {
            finish(.failure(error))
            return
        }
        lock.lock()
        let head = response
        let bytes = body
        lock.unlock()
        guard let head else {
            finish(.failure(URLError(.badServerResponse)))
            return
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in head.allHeaderFields {
            headers[name] = value
        }
        finish(.success(TransportResponse(status: head.statusCode, headers: headers, body: bytes)))
    }
}

/// Routes the session's callbacks to each task's exchange.
///
/// A task is cancelled only when its own data callback finds its exchange finished, so never
/// while a redirect waits for its answer: corelibs Foundation traps when a cancel lands then
/// (a cover's 307 while another cover's failure cancels the batch). A finished exchange's
/// task that receives nothing more ends at the idle timeout, holding no caller and no pooled
/// session.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    func register(_ exchange: Exchange, for task: Int) {
        lock.lock()
        exchanges[task] = exchange
        lock.unlock()
    }

    func remove(_ task: Int) {
        lock.lock()
        exchanges[task] = nil
        lock.unlock()
    }

    private func exchange(_ task: URLSessionTask) -> Exchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges[task.taskIdentifier]
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let exchange = exchange(dataTask), exchange.receive(response) else {
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(dataTask) else { return }
        // The cancel is sent from elsewhere: `cancel()` waits for the session's network queue,
        // which may be waiting for this queue to drop the chunks it holds (see
        // `BoundedCallbackQueue`).
        if !exchange.append(data), exchange.claimCancel() {
            DispatchQueue.global().async { dataTask.cancel() }
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Refusing is answering nil (the redirect becomes the answer, which the exchange then
        // ignores); a cancel here as well would be a second answer, which corelibs traps on.
        guard let exchange = exchange(task), !exchange.isFinished, let url = request.url else {
            completionHandler(nil)
            return
        }
        // corelibs Foundation turns a `Location` of another scheme (file:///etc/passwd) into a
        // path on the same server, so the scheme is read off the header itself.
        let location = (response.value(forHTTPHeaderField: "Location") ?? "").trimmingCharacters(in: .whitespaces)
        let asked = location.firstIndex(of: ":").flatMap { colon -> String? in
            let candidate = location[..<colon]
            guard candidate.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }), !candidate.contains("/") else { return nil }
            return candidate.lowercased()
        }
        let scheme = asked ?? url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            exchange.finish(.failure(TransportFailure.redirectRefused(scheme: scheme)))
            completionHandler(nil)
            return
        }
        var redirected = request
        if Origin(url) != exchange.origin {
            // A credential is for the host it was given for, never the one a redirect names.
            redirected.setValue(nil, forHTTPHeaderField: "Authorization")
        }
        completionHandler(redirected)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(task)?.complete(error: error)
        remove(task.taskIdentifier)
    }
}
