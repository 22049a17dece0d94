"""Stop-condition evaluation fused into the sampler step, with host-side stats."""
from .stats import StopStats
from .stopping import StopChecker
from .step import SampleAndStop, sample_and_stop

__all__ = ["StopStats", "StopChecker", "SampleAndStop", "sample_and_stop"]
