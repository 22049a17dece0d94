from .hit_stats_op import update_prefix_hit_stats
from .host_counters import get_host_counters

__all__ = ["update_prefix_hit_stats", "get_host_counters"]
