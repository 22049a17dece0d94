from . import router_stats  # noqa: F401
from .model import DeepseekMoERouter

__all__ = ["DeepseekMoERouter"]
