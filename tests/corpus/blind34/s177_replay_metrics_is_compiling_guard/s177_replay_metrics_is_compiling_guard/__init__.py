from .metrics import ReplayMetrics, METRICS
