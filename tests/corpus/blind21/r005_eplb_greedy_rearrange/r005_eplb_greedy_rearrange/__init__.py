"""Expert-parallel load balancing (EPLB) for a small MoE block."""
from .balancer import EPLBConfig, ExpertLoadBalancer
from .moe import MoEBlock

__all__ = ["EPLBConfig", "ExpertLoadBalancer", "MoEBlock"]
