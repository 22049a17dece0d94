from .profiling import StageMetrics, get_stage_metrics, timed_stage

__all__ = ["StageMetrics", "get_stage_metrics", "timed_stage"]
