from .base import BatchedPenalizerOrchestrator, _BatchedPenalizer
from .penalizers import BatchedFrequencyPenalizer, BatchedMinNewTokensPenalizer

__all__ = [
    "BatchedPenalizerOrchestrator",
    "_BatchedPenalizer",
    "BatchedFrequencyPenalizer",
    "BatchedMinNewTokensPenalizer",
]
