import torch

ENTRY = "k024_deprecate_kwarg_past_key_value.modeling_qwen_mini:compiled_model"


def inputs():
    return (torch.randn(1, 4, 16),)
