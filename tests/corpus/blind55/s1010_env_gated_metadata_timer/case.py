import torch

ENTRY = "s1010_env_gated_metadata_timer.native_backend:prepare_extend"


def inputs():
    hidden_states = torch.randn(6, 8)
    extend_seq_lens = torch.tensor([2, 3, 1], dtype=torch.int64)
    extend_prefix_lens = torch.tensor([0, 4, 9], dtype=torch.int64)
    return (hidden_states, extend_seq_lens, extend_prefix_lens)
