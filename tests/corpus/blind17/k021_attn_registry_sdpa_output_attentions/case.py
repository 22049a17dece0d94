import torch

ENTRY = "k021_attn_registry_sdpa_output_attentions.modeling_mini_llama:compiled_model"


def inputs():
    return (torch.randn(1, 4, 16),)
