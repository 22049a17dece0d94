from .ep_moe import EPMoE, compiled_moe
from .server_args import MoEServerArgs

__all__ = ["EPMoE", "MoEServerArgs", "compiled_moe"]
