import torch

ENTRY = "s1171_kwarg_filter_warning_once.hf_wrapper:compiled_model"


def inputs():
    hidden_states = torch.randn(2, 3, 8)
    positions = torch.arange(3).unsqueeze(0).expand(2, 3)
    return (hidden_states, positions)
