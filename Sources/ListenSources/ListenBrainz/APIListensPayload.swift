/// The body of `GET /1/user/<user>/listens`.
struct APIListensPayload: Decodable {
    var payload: Payload

    struct Payload: Decodable {
        var listens: [APIListen]
        var latestListenTS: Int64?
        var oldestListenTS: Int64?

        enum CodingKeys: String, CodingKey {
            case listens
            case latestListenTS = "latest_listen_ts"
            case oldestListenTS = "oldest_listen_ts"
        }
    }
}
