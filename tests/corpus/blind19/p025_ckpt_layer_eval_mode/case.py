import torch

ENTRY = "p025_ckpt_layer_eval_mode.modeling:compiled_encoder"


def inputs():
    return (torch.randn(2, 5, 16),)
