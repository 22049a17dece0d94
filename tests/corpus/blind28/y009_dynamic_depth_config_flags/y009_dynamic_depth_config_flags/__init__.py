from .config import DepthConfig, load_depth_config
from .model import DynamicDepthLM

__all__ = ["DepthConfig", "load_depth_config", "DynamicDepthLM"]
