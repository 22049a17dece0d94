import torch

ENTRY = "k028_sdpa_mask_skip_compile_guard.modeling_olmo_mini:compiled_model"


def inputs():
    return (torch.randn(2, 4, 16), torch.ones(2, 4))
