"""Per-layer compute budgets: each layer gets a FLOP share, the stack stops when spent."""
from .budgets import LayerFlopBudget, load_budget_table
from .scheduler import WallClockBudget
from .step import budgeted_forward

__all__ = ["LayerFlopBudget", "WallClockBudget", "budgeted_forward", "load_budget_table"]
