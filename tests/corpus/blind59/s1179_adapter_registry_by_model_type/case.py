import torch

ENTRY = "s1179_adapter_registry_by_model_type.executor:execute_model"


def inputs():
    attention_mask = torch.tensor([[0, 1, 1, 1], [1, 1, 1, 1]])
    return (torch.randn(2, 4, 8), attention_mask)
