from .configuration_phi3 import Phi3Config
from .modeling_phi3 import Phi3Attention

__all__ = ["Phi3Config", "Phi3Attention"]
