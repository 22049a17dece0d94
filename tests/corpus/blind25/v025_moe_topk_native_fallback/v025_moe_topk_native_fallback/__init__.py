"""MoE router with a kernel / native fallback chosen from device capability."""
from .router import TopKRouter

__all__ = ["TopKRouter"]
