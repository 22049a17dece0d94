from .registry import LOGITS_PROCESSOR_REGISTRY, build_logits_processors, register_logits_processor
from . import builtin  # noqa: F401  (populates the registry)

__all__ = ["LOGITS_PROCESSOR_REGISTRY", "build_logits_processors", "register_logits_processor"]
