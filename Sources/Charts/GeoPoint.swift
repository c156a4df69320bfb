/// A place on the globe in degrees: longitude east, latitude north.
public struct GeoPoint: Hashable, Sendable {
    public var longitude: Double
    public var latitude: Double

    public init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }
}
