import torch

ENTRY = "s733_dynamic_ntk_rope_scaling.modeling_llama:rotary_emb"


def inputs():
    return (torch.randn(1, 4, 8), torch.arange(4).unsqueeze(0))
