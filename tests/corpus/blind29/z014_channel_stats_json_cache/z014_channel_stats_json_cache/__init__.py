from .encoder import SatelliteEncoder

__all__ = ["SatelliteEncoder"]
