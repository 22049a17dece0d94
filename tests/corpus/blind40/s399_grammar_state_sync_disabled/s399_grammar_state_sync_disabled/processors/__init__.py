from .base import BaseStructuredLogitsProcessor, PROCESSOR_REGISTRY, register_processor
from .grammar import CFGLogitsProcessor

__all__ = ["BaseStructuredLogitsProcessor", "CFGLogitsProcessor", "PROCESSOR_REGISTRY", "register_processor"]
