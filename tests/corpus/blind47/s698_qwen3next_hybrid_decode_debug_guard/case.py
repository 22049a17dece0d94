import torch

from s698_qwen3next_hybrid_decode_debug_guard import model

ENTRY = "s698_qwen3next_hybrid_decode_debug_guard.model:decode_fn"


def inputs():
    return (torch.randn(2, 16), model.new_cache(2))
