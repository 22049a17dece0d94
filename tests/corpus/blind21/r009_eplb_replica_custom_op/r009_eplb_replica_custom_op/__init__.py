"""EPLB with redundant expert replicas; placement computed by a host op."""
from .ops import replicate_experts
from .moe import ReplicatedMoE

__all__ = ["replicate_experts", "ReplicatedMoE"]
