import torch

ENTRY = "s1221_grouped_topk_padded_mask.deepseek_moe:moe_layer"


def inputs():
    return (torch.randn(4, 8), torch.tensor(3))
