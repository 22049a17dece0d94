from .hooks import LatencyHook, install_latency_hooks
from .modeling import TinyLM

__all__ = ["LatencyHook", "install_latency_hooks", "TinyLM"]
