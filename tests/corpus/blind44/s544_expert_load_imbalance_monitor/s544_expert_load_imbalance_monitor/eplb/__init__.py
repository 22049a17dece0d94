from .recorder import ExpertDistributionRecorder, get_global_expert_distribution_recorder

__all__ = ["ExpertDistributionRecorder", "get_global_expert_distribution_recorder"]
