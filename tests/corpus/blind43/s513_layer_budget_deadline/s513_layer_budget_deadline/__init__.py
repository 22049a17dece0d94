"""Per-request latency budget: stop stacking layers once the step deadline is hit."""
from .budget import DeadlineTracker
from .decoder import BudgetedDecoder

__all__ = ["BudgetedDecoder", "DeadlineTracker"]
