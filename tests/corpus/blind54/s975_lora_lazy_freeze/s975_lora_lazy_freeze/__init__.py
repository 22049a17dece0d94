from .lora_layer import LoRALinear
from .tuners_utils import BaseTunerLayer

__all__ = ["BaseTunerLayer", "LoRALinear"]
