from .budget import MemoryBudget, OffloadPolicy
from .pipeline import ActivationOffloadStage

__all__ = ["MemoryBudget", "OffloadPolicy", "ActivationOffloadStage"]
