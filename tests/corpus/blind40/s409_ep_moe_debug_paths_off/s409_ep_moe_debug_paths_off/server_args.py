import os
from dataclasses import dataclass, field


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@dataclass
class MoEServerArgs:
    hidden_size: int = 8
    num_experts: int = 4
    top_k: int = 2
    ep_size: int = 1
    ep_rank: int = 0
    moe_a2a_backend: str = "none"  # "none" | "deepep"
    enable_routing_dump: bool = field(default_factory=lambda: _env_flag("BLIND40_S409_DUMP_ROUTING"))
    routing_dump_dir: str = "/tmp/moe_routing_dump"
    strict_routing_checks: bool = False
