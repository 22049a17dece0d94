from .envs import MOE_DEBUG_ROUTING, MOE_RECORD_STATS
from .block import moe_block_fwd
