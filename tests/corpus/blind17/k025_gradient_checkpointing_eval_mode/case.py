import torch

ENTRY = "k025_gradient_checkpointing_eval_mode.modeling_gemma_mini:compiled_model"


def inputs():
    return (torch.randn(2, 4, 16),)
