from .metrics import ExpertLoadMetrics, GLOBAL_METRICS
