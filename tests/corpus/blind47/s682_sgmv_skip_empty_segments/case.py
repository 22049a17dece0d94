import torch

ENTRY = "s682_sgmv_skip_empty_segments.prefill:qkv_proj_with_lora"


def inputs():
    hidden_states = torch.randn(6, 8)
    seq_lens = torch.tensor([2, 0, 4])
    lora_indices = torch.tensor([1, 0, -1])
    return (hidden_states, seq_lens, lora_indices)
