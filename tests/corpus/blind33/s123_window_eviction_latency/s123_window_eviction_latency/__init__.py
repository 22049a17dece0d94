from .stats import EvictionStats
