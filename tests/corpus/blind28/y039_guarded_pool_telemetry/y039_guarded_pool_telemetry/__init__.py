from .telemetry import PoolTelemetry
from .scratch_pool import ScratchPool
from .block import MoEBlock, moe_block

__all__ = ["PoolTelemetry", "ScratchPool", "MoEBlock", "moe_block"]
