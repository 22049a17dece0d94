"""Model blocks whose kernels are chosen by runtime feature flags."""
from .flags import FLAGS, FeatureFlags

__all__ = ["FLAGS", "FeatureFlags"]
