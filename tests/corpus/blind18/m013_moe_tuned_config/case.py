import torch

from m013_moe_tuned_config import FusedMoE

ENTRY = "m013_moe_tuned_config.layer:FusedMoE.forward"


def inputs():
    torch.manual_seed(0)
    return (FusedMoE(num_experts=4, top_k=2, hidden_size=8, intermediate_size=16), torch.randn(4, 8))
