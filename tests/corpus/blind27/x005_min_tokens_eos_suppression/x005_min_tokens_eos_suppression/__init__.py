"""Stop / min-tokens handling for the decode sampler."""
from .processors import LogitsProcessor, MinTokensProcessor, PROCESSOR_REGISTRY
from .engine import DecodeSampler

__all__ = ["LogitsProcessor", "MinTokensProcessor", "PROCESSOR_REGISTRY", "DecodeSampler"]
