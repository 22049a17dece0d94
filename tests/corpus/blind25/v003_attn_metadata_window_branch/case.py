import torch

from v003_attn_metadata_window_branch.runner import DecodeRunner

ENTRY = "v003_attn_metadata_window_branch.runner:DecodeRunner.forward_decode"

_RUNNER = DecodeRunner()


def inputs():
    q = torch.randn(2, 4, 8)            # [bs, heads, head_dim]
    k_cache = torch.randn(2, 6, 4, 8)   # [bs, max_len, heads, head_dim]
    v_cache = torch.randn(2, 6, 4, 8)
    seq_lens = torch.tensor([3, 6], dtype=torch.int32)
    return (_RUNNER, q, k_cache, v_cache, seq_lens)
