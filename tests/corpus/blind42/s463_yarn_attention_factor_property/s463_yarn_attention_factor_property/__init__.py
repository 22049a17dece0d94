from .config import RopeScalingConfig
from .yarn import YaRNScalingRotaryEmbedding

__all__ = ["RopeScalingConfig", "YaRNScalingRotaryEmbedding"]
