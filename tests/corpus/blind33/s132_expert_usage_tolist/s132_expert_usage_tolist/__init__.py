from .block import MoEBlock, compiled_block
from .stats import ExpertUsageTracker

__all__ = ["MoEBlock", "ExpertUsageTracker", "compiled_block"]
