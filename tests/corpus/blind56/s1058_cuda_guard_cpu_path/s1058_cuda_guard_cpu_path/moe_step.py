import torch

from .router import RouterConfig, TopKRouter

router = TopKRouter(RouterConfig())
expert_weights = torch.randn(RouterConfig.num_experts, RouterConfig.hidden_size, RouterConfig.hidden_size) * 0.1


def moe_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    topk_weights, topk_ids = router(hidden_states)
    selected = expert_weights[topk_ids]
    expert_out = torch.einsum("th,tkoh->tko", hidden_states, selected)
    return (expert_out * topk_weights.unsqueeze(-1)).sum(dim=1)


moe_step = torch.compile(moe_forward, fullgraph=True)
