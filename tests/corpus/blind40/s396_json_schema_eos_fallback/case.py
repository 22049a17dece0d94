import torch

ENTRY = "s396_json_schema_eos_fallback.sampling:sample_constrained"


def inputs():
    vocab_mask = torch.tensor([[0x0000F0F0], [0]], dtype=torch.int32)
    return (torch.randn(2, 32), vocab_mask, torch.tensor([0.7, 1.0]))
