from .orchestrator import BatchedPenalizerOrchestrator, _BatchedPenalizer
from .penalizers import (
    BatchedFrequencyPenalizer,
    BatchedPresencePenalizer,
    BatchedRepetitionPenalizer,
)

__all__ = [
    "BatchedPenalizerOrchestrator",
    "_BatchedPenalizer",
    "BatchedFrequencyPenalizer",
    "BatchedPresencePenalizer",
    "BatchedRepetitionPenalizer",
]
