from .budget import LatencyBudget
from .stack import BudgetedStack

__all__ = ["LatencyBudget", "BudgetedStack"]
