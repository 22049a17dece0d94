from .metrics import SpecDecodeMetrics
