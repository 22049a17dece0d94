"""DLRM-style ranker driven by sparse feature config objects."""
from .config import SparseFeatureConfig, FEATURES
from .arch import DLRMRanker

__all__ = ["SparseFeatureConfig", "FEATURES", "DLRMRanker"]
