import torch

from .ep_config import ExpertParallelConfig
from .ep_moe import EPMoEW8A16

EP_CONFIG = ExpertParallelConfig(global_num_experts=8, ep_size=2, ep_rank=1)
moe_layer = EPMoEW8A16(hidden_size=8, intermediate_size=16, top_k=2, ep_config=EP_CONFIG)


def moe_forward_step(hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
    return moe_layer(hidden_states, router_logits)


step = torch.compile(moe_forward_step, fullgraph=True)
