import torch

ENTRY = "s865_deprecated_4d_mask_helper.modeling_gpt:compiled_block"


def inputs():
    attention_mask = torch.ones(2, 6, dtype=torch.long)
    attention_mask[1, :2] = 0
    return (torch.randn(2, 6, 32), attention_mask)
