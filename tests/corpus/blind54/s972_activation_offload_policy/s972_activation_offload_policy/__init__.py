from .memory import ActivationOffloadConfig, OffloadActivations, get_act_offloading_ctx_manager
from .model import TinyDecoder

__all__ = [
    "ActivationOffloadConfig",
    "OffloadActivations",
    "TinyDecoder",
    "get_act_offloading_ctx_manager",
]
