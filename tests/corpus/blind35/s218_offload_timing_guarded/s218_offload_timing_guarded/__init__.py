from .telemetry import OffloadTelemetry
from .layer import OffloadedDecoderLayer

__all__ = ["OffloadTelemetry", "OffloadedDecoderLayer"]
