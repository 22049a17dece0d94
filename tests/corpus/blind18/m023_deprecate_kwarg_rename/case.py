import torch

ENTRY = "m023_deprecate_kwarg_rename.modeling_tiny_mistral:compiled_layer"


def inputs():
    hidden_states = torch.randn(2, 4, 32)
    return (hidden_states,)
