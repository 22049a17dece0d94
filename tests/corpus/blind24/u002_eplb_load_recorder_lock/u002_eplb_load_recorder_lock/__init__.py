from .moe import ExpertParallelMoE

__all__ = ["ExpertParallelMoE"]
