from .orchestrator import BatchedPenalizerOrchestrator, ReqPenaltyParams
from .penalizers import (
    BatchedFrequencyPenalizer,
    BatchedMinNewTokensPenalizer,
    BatchedPresencePenalizer,
)

__all__ = [
    "BatchedPenalizerOrchestrator",
    "ReqPenaltyParams",
    "BatchedFrequencyPenalizer",
    "BatchedMinNewTokensPenalizer",
    "BatchedPresencePenalizer",
]
