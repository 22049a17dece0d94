from .head import LogProbHead, compiled_head

__all__ = ["LogProbHead", "compiled_head"]
