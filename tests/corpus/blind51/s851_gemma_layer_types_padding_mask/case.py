import torch

ENTRY = "s851_gemma_layer_types_padding_mask.modeling:compiled_model"


def inputs():
    attention_mask = torch.ones(2, 4, dtype=torch.long)
    attention_mask[1, 0] = 0
    return (torch.randn(2, 4, 8), attention_mask)
