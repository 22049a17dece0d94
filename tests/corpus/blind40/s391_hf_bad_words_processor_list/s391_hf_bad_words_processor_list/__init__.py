"""Minimal HF-style logits processing pipeline used by the decode loop."""
from .logits_process import (
    LogitsProcessor,
    LogitsProcessorList,
    NoBadWordsLogitsProcessor,
    RepetitionPenaltyLogitsProcessor,
    TemperatureLogitsWarper,
)

__all__ = [
    "LogitsProcessor",
    "LogitsProcessorList",
    "NoBadWordsLogitsProcessor",
    "RepetitionPenaltyLogitsProcessor",
    "TemperatureLogitsWarper",
]
