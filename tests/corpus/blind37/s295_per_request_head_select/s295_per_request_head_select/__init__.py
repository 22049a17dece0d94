from .heads import HeadBank, TaskHead
from .runner import MultiHeadRunner

__all__ = ["HeadBank", "TaskHead", "MultiHeadRunner"]
