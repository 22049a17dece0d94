from .accounting import DeviceMemoryLedger
from .stage import BudgetedAttentionStage

__all__ = ["DeviceMemoryLedger", "BudgetedAttentionStage"]
