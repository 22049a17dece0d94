import torch

ENTRY = "s976_grad_mode_warning_once.pooler:embed"


def inputs():
    hidden_states = torch.randn(2, 5, 8)
    attention_mask = torch.tensor([[1, 1, 1, 0, 0], [1, 1, 1, 1, 1]])
    return (hidden_states, attention_mask)
