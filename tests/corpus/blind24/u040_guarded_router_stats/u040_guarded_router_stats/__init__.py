"""Top-k MoE block with eager-only routing statistics."""
from .capacity import CapacityTable
from .moe import MoEBlock, moe_forward
from .stats import ROUTING_STATS, record_routing

__all__ = ["CapacityTable", "MoEBlock", "moe_forward", "ROUTING_STATS", "record_routing"]
