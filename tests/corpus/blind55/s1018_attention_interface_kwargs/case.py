import torch

ENTRY = "s1018_attention_interface_kwargs.modeling_llama:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
