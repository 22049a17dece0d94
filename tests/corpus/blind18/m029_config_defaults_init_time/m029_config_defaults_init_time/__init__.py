from .configuration_utils import PretrainedConfig
from .configuration_tiny_falcon import TinyFalconConfig

__all__ = ["PretrainedConfig", "TinyFalconConfig"]
